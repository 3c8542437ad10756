import { lazyBlockEdit } from '@blockyard/ui';
import { getBlockType, registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { scheduled } from '@wordpress/icons';

import metadata from './block.json';
import deprecated from './deprecated';
import save from './save';
import type { BusinessHoursAttributes } from './types';

const isWideOrFull = (value: string): value is 'wide' | 'full' => value === 'wide' || value === 'full';

export const BUSINESS_HOURS_BLOCK_NAME = 'blockyard/business-hours';

/**
 * Registers `blockyard/business-hours` from its block.json. Idempotent: does
 * nothing when a block of that name is already registered.
 *
 * @example
 * registerBusinessHoursBlock();
 */
export function registerBusinessHoursBlock(): void {
	if (getBlockType(BUSINESS_HOURS_BLOCK_NAME)) {
		return;
	}
	const { supports, example, ...rest } = metadata;
	const configuration: BlockConfiguration<BusinessHoursAttributes> = {
		...rest,
		name: BUSINESS_HOURS_BLOCK_NAME,
		// JSON imports widen string unions to `string`; narrowed back to what block.json says.
		supports: { ...supports, align: supports.align.filter(isWideOrFull) },
		// @wordpress/blocks 16 types `example.attributes` as attribute definitions, not values.
		example: example as unknown as BlockConfiguration<BusinessHoursAttributes>['example'],
	};
	registerBlockType<BusinessHoursAttributes>(configuration, {
		icon: scheduled,
		edit: lazyBlockEdit<BusinessHoursAttributes>(() => import('./edit')),
		save,
		deprecated,
	});
}
