import { getBlockType, getBlockTypes, serialize, createBlock } from '@wordpress/blocks';
import { describe, expect, it } from 'vitest';

import { registerContentBlocks } from '../../index';
import metadata from './block.json';
import { RELATED_POSTS_BLOCK_NAME, registerRelatedPostsBlock } from './index';

describe('registerRelatedPostsBlock', () => {
	it('registers the block from block.json, once', () => {
		expect(RELATED_POSTS_BLOCK_NAME).toBe(metadata.name);
		registerRelatedPostsBlock();
		registerRelatedPostsBlock();
		registerContentBlocks();

		const blockType = getBlockType(RELATED_POSTS_BLOCK_NAME);
		expect(getBlockTypes().filter((type) => type.name === RELATED_POSTS_BLOCK_NAME)).toHaveLength(1);
		expect(blockType?.apiVersion).toBe(3);
		expect(blockType?.title).toBe('Related Posts');
		expect(blockType?.attributes.postsToShow?.default).toBe(3);
		expect(blockType?.attributes.postLayout?.default).toBe('grid');
		expect(blockType?.attributes.displayDate?.default).toBe(true);
		expect(blockType?.supports?.align).toEqual(['wide', 'full']);
	});

	it('saves nothing but its attributes: the server renders the posts', () => {
		registerRelatedPostsBlock();
		const block = createBlock(RELATED_POSTS_BLOCK_NAME, { postLayout: 'list', postsToShow: 4 });
		expect(serialize(block)).toBe(
			'<!-- wp:blockyard/related-posts {"postLayout":"list","postsToShow":4} /-->'
		);
	});
});
