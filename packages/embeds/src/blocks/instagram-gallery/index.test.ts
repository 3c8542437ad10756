import { getBlockType } from '@wordpress/blocks';
import { describe, expect, it } from 'vitest';

import { registerEmbedsBlocks } from '../../index';
import metadata from './block.json';
import { INSTAGRAM_GALLERY_BLOCK_NAME, registerInstagramGalleryBlock } from './index';

describe('registerInstagramGalleryBlock', () => {
	it('registers the block from block.json, once, with the settings’ defaults', () => {
		expect(INSTAGRAM_GALLERY_BLOCK_NAME).toBe(metadata.name);
		registerInstagramGalleryBlock();
		registerInstagramGalleryBlock();
		registerEmbedsBlocks();

		const blockType = getBlockType(INSTAGRAM_GALLERY_BLOCK_NAME);
		expect(blockType?.title).toBe('Latest Instagram Posts');
		expect(blockType?.category).toBe('embed');
		expect(blockType?.attributes).toMatchObject({
			accessToken: { type: 'string' },
			instagramUser: { type: 'string' },
			columns: { type: 'integer', default: 3 },
			count: { type: 'integer', default: 9 },
			spacing: { type: 'integer', default: 10 },
			isStackedOnMobile: { type: 'boolean', default: true },
			images: { type: 'array', default: [], source: 'query' },
		});
	});
});
