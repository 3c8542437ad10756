import { getCategories, setCategories } from '@wordpress/blocks';
import { afterEach, describe, expect, it } from 'vitest';

import { BLOCKYARD_CATEGORIES, registerBlockyardCategories } from './categories';

const core = getCategories().filter(
	(category) => !BLOCKYARD_CATEGORIES.some((slug) => slug === category.slug)
);
afterEach(() => setCategories(core));

const slugs = () => getCategories().map((category) => category.slug);

describe('registerBlockyardCategories', () => {
	it('adds Forms, Earn and Grow after the editor’s own, once', () => {
		registerBlockyardCategories();
		registerBlockyardCategories(['grow']);

		expect(slugs()).toEqual([...core.map((category) => category.slug), 'forms', 'earn', 'grow']);
		expect(getCategories().slice(-3)).toEqual([
			{ slug: 'forms', title: 'Forms' },
			{ slug: 'earn', title: 'Earn' },
			{ slug: 'grow', title: 'Grow' },
		]);
	});

	it('adds only those asked for, and leaves one the editor has as it is (WordPress names it from the plugin)', () => {
		setCategories([{ slug: 'earn', title: 'Gagner' }, ...core]);

		registerBlockyardCategories(['earn', 'grow']);

		expect(getCategories().filter((category) => category.slug === 'earn')).toEqual([
			{ slug: 'earn', title: 'Gagner' },
		]);
		expect(slugs().slice(-1)).toEqual(['grow']);
		expect(slugs()).not.toContain('forms');
	});
});
