import { lazyBlockEdit, registerBlockOnce } from '@blockyard/ui';
import { postList } from '@wordpress/icons';

import metadata from './block.json';
import save from './save';
import type { RelatedPostsAttributes } from './types';

export const RELATED_POSTS_BLOCK_NAME = 'blockyard/related-posts';

/**
 * Registers `blockyard/related-posts` from its block.json. Idempotent: does
 * nothing when a block of that name is already registered. Its markup for
 * visitors is made on the server: see the block's README.
 *
 * @example
 * registerRelatedPostsBlock();
 */
export function registerRelatedPostsBlock(): void {
	registerBlockOnce<RelatedPostsAttributes>(RELATED_POSTS_BLOCK_NAME, metadata, {
		icon: postList,
		edit: lazyBlockEdit<RelatedPostsAttributes>(() => import('./edit')),
		save,
	});
}
