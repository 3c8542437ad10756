import { getBlockType, getBlockTypes } from '@wordpress/blocks';
import { describe, expect, it } from 'vitest';

import { registerContentBlocks } from '../../index';
import metadata from './block.json';
import { BUSINESS_HOURS_BLOCK_NAME, registerBusinessHoursBlock } from './index';
import { defaultDays } from './week';

describe('registerBusinessHoursBlock', () => {
	it('registers the block from block.json, once', () => {
		expect(BUSINESS_HOURS_BLOCK_NAME).toBe(metadata.name);
		registerBusinessHoursBlock();
		registerBusinessHoursBlock();
		registerContentBlocks();

		const blockType = getBlockType(BUSINESS_HOURS_BLOCK_NAME);
		expect(getBlockTypes().filter((type) => type.name === BUSINESS_HOURS_BLOCK_NAME)).toHaveLength(1);
		expect(blockType?.apiVersion).toBe(3);
		expect(blockType?.title).toBe('Business Hours');
		expect(blockType?.category).toBe('widgets');
		expect(blockType?.icon.src).toBeTruthy();
		expect(typeof blockType?.icon.src).not.toBe('string');
		expect(blockType?.attributes.days?.default).toEqual(defaultDays());
		expect(blockType?.supports?.align).toEqual(['wide', 'full']);
		expect(blockType?.supports?.html).toBe(false);
		// Version 1 left out intervals past midnight.
		expect(blockType?.deprecated).toHaveLength(1);
	});
});
