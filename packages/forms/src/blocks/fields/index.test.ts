import { getBlockType, getBlockTypes } from '@wordpress/blocks';
import { describe, expect, it } from 'vitest';

import { registerFormsBlocks } from '../../index';
import { CONTACT_FORM_BLOCK_NAME, FORM_FIELD_BLOCK_NAMES } from '../../fields';
import { registerFieldBlocks } from './index';

describe('registerFieldBlocks', () => {
	it('registers the twelve fields once, inside the form only, each with an icon', () => {
		registerFieldBlocks();
		registerFieldBlocks();
		registerFormsBlocks();

		for (const name of FORM_FIELD_BLOCK_NAMES) {
			expect(getBlockTypes().filter((type) => type.name === name)).toHaveLength(1);
			const blockType = getBlockType(name);
			expect(blockType?.apiVersion, name).toBe(3);
			expect(blockType?.category, name).toBe('forms');
			expect(blockType?.parent, name).toEqual([CONTACT_FORM_BLOCK_NAME]);
			expect(blockType?.supports?.html, name).toBe(false);
			expect(typeof blockType?.icon.src, name).not.toBe('string');
			expect(blockType?.attributes.required?.default, name).toBe(false);
			expect(blockType?.deprecated ?? [], name).toEqual([]);
		}
		expect(getBlockType('blockyard/field-email')?.title).toBe('Email field');
	});
});
