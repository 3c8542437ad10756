import { getBlockType, getCategories, setCategories } from '@wordpress/blocks';
import { describe, expect, it } from 'vitest';

import { AD_BLOCK_NAME } from './blocks/ad';
import { EARN_CATEGORY, registerEarnCategory } from './categories';
import { registerPaymentsBlocks } from './index';

describe('the Earn category', () => {
	it('is added once, after the editor’s own, and the ad block is in it', () => {
		const before = getCategories().map((category) => category.slug);

		registerPaymentsBlocks();
		registerEarnCategory();

		expect(getCategories().map((category) => category.slug)).toEqual([...before, EARN_CATEGORY]);
		expect(getCategories().find((category) => category.slug === 'earn')?.title).toBe('Earn');
		expect(getBlockType(AD_BLOCK_NAME)?.category).toBe('earn');
	});

	it('is left as it is when the editor has it already (WordPress names it from the plugin)', () => {
		const others = getCategories().filter((category) => category.slug !== EARN_CATEGORY);
		setCategories([{ slug: 'earn', title: 'Gagner' }, ...others]);

		registerEarnCategory();

		expect(getCategories().filter((category) => category.slug === 'earn')).toEqual([
			{ slug: 'earn', title: 'Gagner' },
		]);
	});
});
