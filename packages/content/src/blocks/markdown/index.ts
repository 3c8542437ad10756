import { lazyBlockEdit, registerBlockOnce } from '@blockyard/ui';
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
	registerBlockOnce<MarkdownAttributes>(MARKDOWN_BLOCK_NAME, metadata, {
		icon: code,
		edit: lazyBlockEdit<MarkdownAttributes>(() => import('./edit')),
		save,
	});
}
