import { registerBlockyardCategories } from '@blockyard/ui';

/** The inserter's category of the blocks that earn the site money (block.json's `category`). */
export const EARN_CATEGORY = 'earn';

/**
 * Adds the 'Earn' category to the editor's block categories, after the others, unless the
 * editor has it already (`registerBlockyardCategories` of @blockyard/ui).
 */
export function registerEarnCategory(): void {
	registerBlockyardCategories([EARN_CATEGORY]);
}
