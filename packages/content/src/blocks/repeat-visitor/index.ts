import { lazyBlockEdit } from '@blockyard/ui';
import { getBlockType, registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { people } from '@wordpress/icons';

import metadata from './block.json';
import save from './save';
import type { RepeatVisitorAttributes } from './types';

const isWideOrFull = (value: string): value is 'wide' | 'full' => value === 'wide' || value === 'full';

export const REPEAT_VISITOR_BLOCK_NAME = 'blockyard/repeat-visitor';

/**
 * Registers `blockyard/repeat-visitor` from its block.json. Idempotent: does nothing when a
 * block of that name is already registered. Its visitor's behaviour is started by
 * `startContentViews`.
 *
 * @example
 * registerRepeatVisitorBlock();
 */
export function registerRepeatVisitorBlock(): void {
	if (getBlockType(REPEAT_VISITOR_BLOCK_NAME)) {
		return;
	}
	const { supports, example, attributes, ...rest } = metadata;
	const configuration: BlockConfiguration<RepeatVisitorAttributes> = {
		...rest,
		name: REPEAT_VISITOR_BLOCK_NAME,
		// JSON imports widen string unions to `string`; narrowed back to what block.json says.
		supports: { ...supports, align: supports.align.filter(isWideOrFull) },
		attributes: attributes as unknown as BlockConfiguration<RepeatVisitorAttributes>['attributes'],
		// @wordpress/blocks 16 types `example.attributes` as attribute definitions, not values.
		example: example as unknown as BlockConfiguration<RepeatVisitorAttributes>['example'],
	};
	registerBlockType<RepeatVisitorAttributes>(configuration, {
		icon: people,
		edit: lazyBlockEdit<RepeatVisitorAttributes>(() => import('./edit')),
		save,
	});
}
