import { getBlockType, getBlockTypes } from '@wordpress/blocks';
import { describe, expect, it } from 'vitest';

import { registerEmbedsBlocks } from '../../index';
import metadata from './block.json';
import { GIF_BLOCK_NAME, registerGifBlock } from './index';

describe('registerGifBlock', () => {
	it('registers the block from block.json, once, with its defaults', () => {
		expect(GIF_BLOCK_NAME).toBe(metadata.name);
		registerGifBlock();
		registerGifBlock();
		registerEmbedsBlocks();

		const blockType = getBlockType(GIF_BLOCK_NAME);
		expect(getBlockTypes().filter((type) => type.name === GIF_BLOCK_NAME)).toHaveLength(1);
		expect(blockType?.title).toBe('GIF');
		expect(blockType?.category).toBe('embed');
		expect(blockType?.attributes.align).toEqual({ type: 'string', default: 'center' });
		expect(blockType?.attributes.paddingTop).toEqual({ type: 'string', default: '56.2%' });
		for (const name of ['caption', 'giphyUrl', 'searchText']) {
			expect(blockType?.attributes[name]).toEqual({ type: 'string' });
		}
	});
});
