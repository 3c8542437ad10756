import { lazyBlockEdit, registerBlockOnce, registerBlockyardCategories } from '@blockyard/ui';
import { postList } from '@wordpress/icons';

import metadata from './block.json';
import save from './save';
import type { RelatedPostsAttributes } from './types';

export const RELATED_POSTS_BLOCK_NAME = 'blockyard/related-posts';

/**
 * Registers `blockyard/related-posts` from its block.json, in the 'Grow' category (added
 * to the editor's categories when it has none of that name). Idempotent: does
 * nothing when a block of that name is already registered. Its markup for
 * visitors is made on the server: see the block's README.
 *
 * @example
 * registerRelatedPostsBlock();
 */
export function registerRelatedPostsBlock(): void {
	registerBlockyardCategories(['grow']);
	registerBlockOnce<RelatedPostsAttributes>(RELATED_POSTS_BLOCK_NAME, metadata, {
		icon: postList,
		edit: lazyBlockEdit<RelatedPostsAttributes>(() => import('./edit')),
		save,
	});
}
