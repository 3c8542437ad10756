import { getBlockType, getBlockTypes } from '@wordpress/blocks';
import { describe, expect, it } from 'vitest';

import { registerEmbedsBlocks } from '../../index';
import metadata from './block.json';
import { registerTockBlock, TOCK_BLOCK_NAME } from './index';

describe('registerTockBlock', () => {
	it('registers the block from block.json, once, one per post', () => {
		expect(TOCK_BLOCK_NAME).toBe(metadata.name);
		registerTockBlock();
		registerTockBlock();
		registerEmbedsBlocks();

		const blockType = getBlockType(TOCK_BLOCK_NAME);
		expect(getBlockTypes().filter((type) => type.name === TOCK_BLOCK_NAME)).toHaveLength(1);
		expect(blockType?.apiVersion).toBe(3);
		expect(blockType?.title).toBe('Tock');
		expect(blockType?.category).toBe('embed');
		expect(blockType?.supports?.multiple).toBe(false);
		expect(typeof blockType?.icon.src).not.toBe('string');
		expect(blockType?.attributes.url).toEqual({ type: 'string' });
	});
});
