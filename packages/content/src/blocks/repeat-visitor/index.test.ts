import { getBlockType, getBlockTypes, getCategories } from '@wordpress/blocks';
import { describe, expect, it } from 'vitest';

import { registerContentBlocks } from '../../index';
import metadata from './block.json';
import { REPEAT_VISITOR_BLOCK_NAME, registerRepeatVisitorBlock } from './index';

describe('registerRepeatVisitorBlock', () => {
	it('registers the block from block.json, once', () => {
		expect(REPEAT_VISITOR_BLOCK_NAME).toBe(metadata.name);
		registerRepeatVisitorBlock();
		registerRepeatVisitorBlock();
		registerContentBlocks();

		const blockType = getBlockType(REPEAT_VISITOR_BLOCK_NAME);
		expect(getBlockTypes().filter((type) => type.name === REPEAT_VISITOR_BLOCK_NAME)).toHaveLength(1);
		expect(blockType?.title).toBe('Repeat Visitor');
		// In the Grow category, which it adds to the editor's.
		expect(blockType?.category).toBe('grow');
		expect(getCategories().find((category) => category.slug === 'grow')?.title).toBe('Grow');
		expect(blockType?.attributes.criteria?.default).toBe('after-visits');
		expect(blockType?.attributes.threshold?.default).toBe(3);
		expect(typeof blockType?.icon.src).not.toBe('string');
	});
});
