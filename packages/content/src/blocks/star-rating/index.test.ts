import { getBlockType, getBlockTypes } from '@wordpress/blocks';
import { describe, expect, it } from 'vitest';

import { registerContentBlocks } from '../../index';
import metadata from './block.json';
import { registerStarRatingBlock, STAR_RATING_BLOCK_NAME } from './index';

describe('registerStarRatingBlock', () => {
	it('registers the block from block.json, once', () => {
		expect(STAR_RATING_BLOCK_NAME).toBe(metadata.name);
		registerStarRatingBlock();
		registerStarRatingBlock();
		registerContentBlocks();

		const blockType = getBlockType(STAR_RATING_BLOCK_NAME);
		expect(getBlockTypes().filter((type) => type.name === STAR_RATING_BLOCK_NAME)).toHaveLength(1);
		expect(blockType?.apiVersion).toBe(3);
		expect(blockType?.title).toBe('Star Rating');
		expect(blockType?.attributes.rating?.default).toBe(1);
		expect(blockType?.attributes.maxRating?.default).toBe(5);
		expect(blockType?.attributes.align?.default).toBe('left');
		expect(typeof blockType?.icon.src).not.toBe('string');
	});
});
