import { getBlockType, getBlockTypes } from '@wordpress/blocks';
import { describe, expect, it } from 'vitest';

import { registerFormsBlocks } from '../../index';
import { CONTACT_FORM_BLOCK_NAME } from '../../fields';
import metadata from './block.json';
import { registerContactFormBlock } from './index';

describe('registerContactFormBlock', () => {
	it('registers the form from block.json, once', () => {
		expect(CONTACT_FORM_BLOCK_NAME).toBe(metadata.name);
		registerContactFormBlock();
		registerContactFormBlock();
		registerFormsBlocks();

		const blockType = getBlockType(CONTACT_FORM_BLOCK_NAME);
		expect(getBlockTypes().filter((type) => type.name === CONTACT_FORM_BLOCK_NAME)).toHaveLength(1);
		expect(blockType?.apiVersion).toBe(3);
		expect(blockType?.title).toBe('Contact Form');
		expect(blockType?.category).toBe('forms');
		expect(typeof blockType?.icon.src).not.toBe('string');
		expect(blockType?.attributes.formId).toEqual({ type: 'string' });
		expect(blockType?.attributes.confirmationMessage).toEqual({ type: 'string', default: '' });
		expect(blockType?.supports?.html).toBe(false);
		expect(blockType?.supports?.align).toEqual(['wide', 'full']);
		// v1 saved an `action` (see ./deprecated/v1/).
		expect(blockType?.deprecated).toHaveLength(1);
	});
});
