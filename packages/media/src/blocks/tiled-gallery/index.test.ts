import { getBlockType, store as blocksStore } from '@wordpress/blocks';
import { select } from '@wordpress/data';
import { describe, expect, it } from 'vitest';

import { registerMediaBlocks } from '../../index';
import metadata from './block.json';
import { registerTiledGalleryBlock, TILED_GALLERY_BLOCK_NAME } from './index';

describe('registerTiledGalleryBlock', () => {
	it('registers the block from block.json, once, with its attributes, styles and alignments', () => {
		expect(TILED_GALLERY_BLOCK_NAME).toBe(metadata.name);
		registerTiledGalleryBlock();
		registerTiledGalleryBlock();
		registerMediaBlocks();

		const blockType = getBlockType(TILED_GALLERY_BLOCK_NAME);
		expect(blockType?.title).toBe('Tiled Gallery');
		expect(blockType?.category).toBe('media');
		expect(blockType?.attributes).toMatchObject({
			align: { type: 'string', default: 'center' },
			columns: { type: 'integer' },
			columnWidths: { type: 'array', default: [] },
			ids: { type: 'array', default: [] },
			imageFilter: { type: 'string' },
			images: { type: 'array', default: [], source: 'query' },
			imageCrop: { type: 'boolean', default: true },
			linkTo: { type: 'string', default: 'none', enum: ['attachment', 'media', 'none'] },
			roundedCorners: { type: 'integer', default: 0 },
		});
		expect(blockType?.supports?.align).toEqual(['center', 'wide', 'full']);
		expect(blockType?.providesContext).toEqual({ imageCrop: 'imageCrop' });
		const styles = (
			select(blocksStore) as { getBlockStyles(name: string): { name: string; isDefault?: boolean }[] }
		).getBlockStyles(TILED_GALLERY_BLOCK_NAME);
		expect(styles.map((style) => [style.name, style.isDefault ?? false])).toEqual([
			['rectangular', true],
			['circle', false],
			['square', false],
			['columns', false],
		]);
		expect(blockType?.deprecated).toHaveLength(1);
	});
});
