import { lazyBlockEdit } from '@blockyard/ui';
import { getBlockType, registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { postList } from '@wordpress/icons';

import metadata from './block.json';
import save from './save';
import type { RelatedPostsAttributes } from './types';

const isWideOrFull = (value: string): value is 'wide' | 'full' => value === 'wide' || value === 'full';

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
	if (getBlockType(RELATED_POSTS_BLOCK_NAME)) {
		return;
	}
	const { supports, example, attributes, ...rest } = metadata;
	const configuration: BlockConfiguration<RelatedPostsAttributes> = {
		...rest,
		name: RELATED_POSTS_BLOCK_NAME,
		// JSON imports widen string unions to `string`; narrowed back to what block.json says.
		attributes: attributes as BlockConfiguration<RelatedPostsAttributes>['attributes'],
		supports: { ...supports, align: supports.align.filter(isWideOrFull) },
		// @wordpress/blocks 16 types `example.attributes` as attribute definitions, not values.
		example: example as unknown as BlockConfiguration<RelatedPostsAttributes>['example'],
	};
	registerBlockType<RelatedPostsAttributes>(configuration, {
		icon: postList,
		edit: lazyBlockEdit<RelatedPostsAttributes>(() => import('./edit')),
		save,
	});
}
