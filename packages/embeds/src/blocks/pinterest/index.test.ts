import { getBlockType, getBlockTypes } from '@wordpress/blocks';
import { describe, expect, it } from 'vitest';

import { registerEmbedsBlocks } from '../../index';
import metadata from './block.json';
import { PINTEREST_BLOCK_NAME, registerPinterestBlock } from './index';

describe('registerPinterestBlock', () => {
	it('registers the block from block.json, once', () => {
		expect(PINTEREST_BLOCK_NAME).toBe(metadata.name);
		registerPinterestBlock();
		registerPinterestBlock();
		registerEmbedsBlocks();

		const blockType = getBlockType(PINTEREST_BLOCK_NAME);
		expect(getBlockTypes().filter((type) => type.name === PINTEREST_BLOCK_NAME)).toHaveLength(1);
		expect(blockType?.apiVersion).toBe(3);
		expect(blockType?.title).toBe('Pinterest');
		expect(blockType?.category).toBe('embed');
		expect(typeof blockType?.icon.src).not.toBe('string');
		expect(blockType?.attributes.url).toEqual({ type: 'string' });
	});
});
