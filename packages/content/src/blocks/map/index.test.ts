import { getBlockType, getBlockTypes } from '@wordpress/blocks';
import { describe, expect, it } from 'vitest';

import { registerContentBlocks } from '../../index';
import metadata from './block.json';
import { MAP_BLOCK_NAME, registerMapBlock } from './index';

describe('registerMapBlock', () => {
	it('registers the block from block.json, once', () => {
		expect(MAP_BLOCK_NAME).toBe(metadata.name);
		registerMapBlock();
		registerMapBlock();
		registerContentBlocks();

		const blockType = getBlockType(MAP_BLOCK_NAME);
		expect(getBlockTypes().filter((type) => type.name === MAP_BLOCK_NAME)).toHaveLength(1);
		expect(blockType?.apiVersion).toBe(3);
		expect(blockType?.title).toBe('Map');
		expect(typeof blockType?.icon.src).not.toBe('string');
		expect(blockType?.supports?.align).toEqual(['center', 'wide', 'full']);
		expect(blockType?.attributes.zoom?.default).toBe(13);
		expect(blockType?.attributes.points?.default).toEqual([]);
		expect(blockType?.attributes.showFullscreenButton?.default).toBe(true);
		expect(blockType?.attributes.scrollToZoom?.default).toBe(false);
		expect(blockType?.attributes.markerColor?.default).toBe('#ff0000');
	});
});
