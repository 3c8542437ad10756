import { getBlockType, getBlockTypes } from '@wordpress/blocks';
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
});
