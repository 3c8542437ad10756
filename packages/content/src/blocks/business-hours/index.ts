import { lazyBlockEdit, registerBlockOnce } from '@blockyard/ui';
import { scheduled } from '@wordpress/icons';

import metadata from './block.json';
import deprecated from './deprecated';
import save from './save';
import type { BusinessHoursAttributes } from './types';

export const BUSINESS_HOURS_BLOCK_NAME = 'blockyard/business-hours';

/**
 * Registers `blockyard/business-hours` from its block.json. Idempotent: does
 * nothing when a block of that name is already registered.
 *
 * @example
 * registerBusinessHoursBlock();
 */
export function registerBusinessHoursBlock(): void {
	registerBlockOnce<BusinessHoursAttributes>(BUSINESS_HOURS_BLOCK_NAME, metadata, {
		icon: scheduled,
		edit: lazyBlockEdit<BusinessHoursAttributes>(() => import('./edit')),
		save,
		deprecated,
	});
}
