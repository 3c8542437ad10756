import { lazyBlockEdit } from '@blockyard/ui';
import { getBlockType, registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { code } from '@wordpress/icons';

import metadata from './block.json';
import save from './save';
import type { MarkdownAttributes } from './types';

/** The block's registered name: a public contract, never changed once published. */
export const MARKDOWN_BLOCK_NAME = 'blockyard/markdown';

/**
 * Registers `blockyard/markdown` from its block.json. Idempotent: does nothing when a block
 * of that name is already registered.
 *
 * @example
 * registerMarkdownBlock();
 */
export function registerMarkdownBlock(): void {
	if (getBlockType(MARKDOWN_BLOCK_NAME)) {
		return;
	}
	const { example, ...rest } = metadata;
	const configuration: BlockConfiguration<MarkdownAttributes> = {
		...rest,
		name: MARKDOWN_BLOCK_NAME,
		// @wordpress/blocks 16 types `example.attributes` as attribute definitions, not values.
		example: example as unknown as BlockConfiguration<MarkdownAttributes>['example'],
	};
	registerBlockType<MarkdownAttributes>(configuration, {
		icon: code,
		edit: lazyBlockEdit<MarkdownAttributes>(() => import('./edit')),
		save,
	});
}
