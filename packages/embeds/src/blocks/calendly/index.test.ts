import { getBlockType, getBlockTypes } from '@wordpress/blocks';
import { describe, expect, it } from 'vitest';

import { registerEmbedsBlocks } from '../../index';
import metadata from './block.json';
import { CALENDLY_BLOCK_NAME, registerCalendlyBlock } from './index';

describe('registerCalendlyBlock', () => {
	it('registers the block from block.json, once, with its defaults', () => {
		expect(CALENDLY_BLOCK_NAME).toBe(metadata.name);
		registerCalendlyBlock();
		registerCalendlyBlock();
		registerEmbedsBlocks();

		const blockType = getBlockType(CALENDLY_BLOCK_NAME);
		expect(getBlockTypes().filter((type) => type.name === CALENDLY_BLOCK_NAME)).toHaveLength(1);
		expect(blockType?.title).toBe('Calendly');
		expect(blockType?.category).toBe('embed');
		expect(blockType?.attributes.style).toEqual({
			type: 'string',
			enum: ['inline', 'link'],
			default: 'inline',
		});
		expect(blockType?.attributes.backgroundColor).toEqual({ type: 'string', default: 'ffffff' });
		expect(blockType?.attributes.primaryColor).toEqual({ type: 'string', default: '00A2FF' });
		expect(blockType?.attributes.textColor).toEqual({ type: 'string', default: '4D5055' });
		expect(blockType?.attributes.hideEventTypeDetails).toEqual({ type: 'boolean', default: false });
		expect(blockType?.deprecated).toHaveLength(1);
		// The Link style's child.
		expect(getBlockType('blockyard/button')).toBeTruthy();
	});
});
