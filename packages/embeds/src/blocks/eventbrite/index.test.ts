import { getBlockType, getBlockTypes } from '@wordpress/blocks';
import { describe, expect, it } from 'vitest';

import { registerEmbedsBlocks } from '../../index';
import metadata from './block.json';
import { EVENTBRITE_BLOCK_NAME, registerEventbriteBlock } from './index';

describe('registerEventbriteBlock', () => {
	it('registers the block from block.json, once, with its defaults', () => {
		expect(EVENTBRITE_BLOCK_NAME).toBe(metadata.name);
		registerEventbriteBlock();
		registerEventbriteBlock();
		registerEmbedsBlocks();

		const blockType = getBlockType(EVENTBRITE_BLOCK_NAME);
		expect(getBlockTypes().filter((type) => type.name === EVENTBRITE_BLOCK_NAME)).toHaveLength(1);
		expect(blockType?.title).toBe('Eventbrite Checkout');
		expect(blockType?.category).toBe('embed');
		expect(blockType?.attributes.url).toEqual({ type: 'string' });
		expect(blockType?.attributes.eventId).toEqual({ type: 'number' });
		expect(blockType?.attributes.style).toEqual({
			type: 'string',
			enum: ['inline', 'modal'],
			default: 'inline',
		});
		expect(blockType?.deprecated).toHaveLength(1);
	});
});
