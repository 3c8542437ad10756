import { getBlockType } from '@wordpress/blocks';

/**
 * Loads the edit of a registered block now (its `lazyBlockEdit` chunk), as the editor does the
 * first time a block of the type shows, so that a test renders the block's edit view at once.
 */
export async function preloadBlockEdit(name: string): Promise<void> {
	const edit = getBlockType(name)?.edit as { preload?: () => Promise<void> } | undefined;
	if (!edit?.preload) {
		throw new Error(`${name} has no lazily loaded edit.`);
	}
	await edit.preload();
}
