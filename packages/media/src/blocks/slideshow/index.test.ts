import { getBlockType } from '@wordpress/blocks';
import { describe, expect, it } from 'vitest';

import { registerMediaBlocks } from '../../index';
import metadata from './block.json';
import { registerSlideshowBlock, SLIDESHOW_BLOCK_NAME } from './index';

describe('registerSlideshowBlock', () => {
	it('registers the block once, with its attributes’ defaults', () => {
		expect(SLIDESHOW_BLOCK_NAME).toBe(metadata.name);
		registerSlideshowBlock();
		registerSlideshowBlock();
		registerMediaBlocks();
		const blockType = getBlockType(SLIDESHOW_BLOCK_NAME);
		expect(blockType?.title).toBe('Slideshow');
		expect(blockType?.category).toBe('media');
		expect(blockType?.attributes).toMatchObject({
			align: { type: 'string', default: 'center' },
			autoplay: { type: 'boolean', default: false },
			delay: { type: 'number', default: 3 },
			ids: { type: 'array', default: [] },
			images: { type: 'array', default: [] },
			effect: { type: 'string', enum: ['slide', 'fade'], default: 'slide' },
			sizeSlug: { type: 'string' },
		});
		expect(blockType?.supports?.align).toEqual(['center', 'wide', 'full']);
	});
});
