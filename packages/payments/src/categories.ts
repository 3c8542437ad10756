import { getCategories, setCategories } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

/** The inserter's category of the blocks that earn the site money (block.json's `category`). */
export const EARN_CATEGORY = 'earn';

/**
 * Adds the 'Earn' category to the editor's block categories, after the others, unless the
 * editor has it already: WordPress gets it from the plugin (its `block_categories_all`
 * filter), an editor of an app's own from here. A block of a category the editor does not
 * know would lose its category when registered.
 */
export function registerEarnCategory(): void {
	const categories = getCategories();
	if (categories.some((category) => category.slug === EARN_CATEGORY)) {
		return;
	}
	setCategories([...categories, { slug: EARN_CATEGORY, title: __('Earn', 'blockyard') }]);
}
