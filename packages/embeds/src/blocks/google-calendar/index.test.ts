import { getBlockType, getBlockTypes } from '@wordpress/blocks';
import { describe, expect, it } from 'vitest';

import { registerEmbedsBlocks } from '../../index';
import metadata from './block.json';
import { GOOGLE_CALENDAR_BLOCK_NAME, registerGoogleCalendarBlock } from './index';

describe('registerGoogleCalendarBlock', () => {
	it('registers the block from block.json, once', () => {
		expect(GOOGLE_CALENDAR_BLOCK_NAME).toBe(metadata.name);
		registerGoogleCalendarBlock();
		registerGoogleCalendarBlock();
		registerEmbedsBlocks();

		const blockType = getBlockType(GOOGLE_CALENDAR_BLOCK_NAME);
		expect(getBlockTypes().filter((type) => type.name === GOOGLE_CALENDAR_BLOCK_NAME)).toHaveLength(1);
		expect(blockType?.apiVersion).toBe(3);
		expect(blockType?.title).toBe('Google Calendar');
		expect(blockType?.category).toBe('embed');
		expect(typeof blockType?.icon.src).not.toBe('string');
		expect(blockType?.attributes.url).toEqual({ type: 'string' });
		expect(blockType?.attributes.height).toEqual({ type: 'integer', default: 600 });
	});
});
