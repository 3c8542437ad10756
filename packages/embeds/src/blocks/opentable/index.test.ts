import { getBlockType, getBlockTypes } from '@wordpress/blocks';
import { describe, expect, it } from 'vitest';

import { registerEmbedsBlocks } from '../../index';
import metadata from './block.json';
import { OPENTABLE_BLOCK_NAME, registerOpenTableBlock } from './index';

describe('registerOpenTableBlock', () => {
	it('registers the block from block.json, once, with its defaults and styles', () => {
		expect(OPENTABLE_BLOCK_NAME).toBe(metadata.name);
		registerOpenTableBlock();
		registerOpenTableBlock();
		registerEmbedsBlocks();

		const blockType = getBlockType(OPENTABLE_BLOCK_NAME);
		expect(getBlockTypes().filter((type) => type.name === OPENTABLE_BLOCK_NAME)).toHaveLength(1);
		expect(blockType?.title).toBe('OpenTable');
		expect(blockType?.category).toBe('embed');
		expect(blockType?.attributes.rid).toEqual({ type: 'array', default: [] });
		expect(blockType?.attributes.style).toMatchObject({ type: 'string', default: 'standard' });
		expect(blockType?.attributes.iframe).toEqual({ type: 'boolean', default: true });
		expect(blockType?.attributes.domain).toEqual({ type: 'string', default: 'com' });
		expect(blockType?.attributes.newtab).toEqual({ type: 'boolean', default: false });
		expect(blockType?.attributes.negativeMargin).toEqual({ type: 'boolean', default: false });
		expect(blockType?.styles?.map((style) => style.name)).toEqual(['standard', 'tall', 'wide', 'button']);
	});
});
