import { getCategories, setCategories } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

/**
 * The inserter's categories of Blockyard's blocks beyond WordPress's own (block.json's
 * `category`): `forms` (the contact form and its fields), `earn` (blocks that earn the site
 * money: donations, the payment button, ads) and `grow` (blocks that grow its audience: the
 * newsletter sign-up, related posts, repeat visitors). Their slugs are a public contract.
 */
export type BlockyardCategory = 'forms' | 'earn' | 'grow';

/** Every Blockyard category, in the inserter's order. */
export const BLOCKYARD_CATEGORIES: readonly BlockyardCategory[] = ['forms', 'earn', 'grow'];

const titles = (): Readonly<Record<BlockyardCategory, string>> => ({
	forms: __('Forms', 'blockyard'),
	earn: __('Earn', 'blockyard'),
	grow: __('Grow', 'blockyard'),
});

/**
 * Adds Blockyard's categories to the editor's, after the others, each unless the editor has
 * one of its slug already: WordPress gets them from the plugin (its `block_categories_all`
 * filter, named in the site's language), an editor of an app's own from here. A block of a
 * category the editor does not know would lose its category when registered, so each
 * package adds those of its blocks before registering them.
 *
 * @example
 * registerBlockyardCategories(['earn']);
 */
export function registerBlockyardCategories(
	categories: readonly BlockyardCategory[] = BLOCKYARD_CATEGORIES
): void {
	const present = getCategories();
	const missing = categories.filter((slug) => !present.some((category) => category.slug === slug));
	if (missing.length > 0) {
		const title = titles();
		setCategories([...present, ...missing.map((slug) => ({ slug, title: title[slug] }))]);
	}
}
