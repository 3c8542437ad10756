import { __experimentalGetBlockLabel as getBlockLabel, getBlockType, getBlockTypes } from '@wordpress/blocks';
import { describe, expect, it } from 'vitest';

import { registerUiBlocks } from '../../register';
import { BUTTON_BLOCK_NAME } from './index';

describe('registerUiBlocks', () => {
	it('registers the button once, out of the inserter, with Fill and Outline', () => {
		registerUiBlocks();
		registerUiBlocks();

		expect(getBlockTypes().filter((blockType) => blockType.name === BUTTON_BLOCK_NAME)).toHaveLength(1);
		const button = getBlockType(BUTTON_BLOCK_NAME);
		expect(button?.supports?.inserter).toBe(false);
		expect(button?.parent).toBeUndefined();
		expect(button?.styles?.map((style) => style.name)).toEqual(['fill', 'outline']);
		expect(button?.attributes.element).toMatchObject({ default: 'button' });
		expect(button?.attributes.saveInPostContent).toMatchObject({ default: false });
	});

	it('names the button in the editor by its label, else by its title', () => {
		registerUiBlocks();
		const button = getBlockType(BUTTON_BLOCK_NAME);
		if (!button) {
			throw new Error('The button is not registered.');
		}

		expect(getBlockLabel(button, { label: 'Submit', text: '<strong>Send</strong>' })).toBe('Submit');
		expect(getBlockLabel(button, { label: ' ', text: 'Send' })).toBe('Button');
		expect(getBlockLabel(button, {})).toBe('Button');
	});
});
