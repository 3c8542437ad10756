import { test, expect } from '../support/test';

// In WordPress the external sources join its own media library on the core Image block's
// placeholder: the menu's Media Library opens WordPress's media modal, Pexels opens the picker's
// 'Select media' modal, listing the local provider's stand-in, and a picked picture lands in the block.
test('the Image block’s placeholder offers the Media Library and the external sources', async ({
	wp,
	page,
}) => {
	await wp.openNewPost();
	await wp.insertBlock('Image');
	const placeholder = wp.canvas().locator('.wp-block-image');
	const button = placeholder.getByRole('button', { name: 'Select Image' });
	await expect(button).toBeVisible();
	// One menu in place of WordPress's Media Library button.
	await expect(placeholder.getByRole('button', { name: 'Media Library' })).toHaveCount(0);

	await button.click();
	const items = page.getByRole('menuitem');
	await expect(items).toHaveText(['Media Library', 'Google Photos', 'Pexels Free Photos', 'Openverse']);
	await page.getByRole('menuitem', { name: 'Media Library' }).click();
	const library = page.locator('.media-modal');
	await expect(library).toBeVisible();
	await library.getByRole('button', { name: /Close dialog/ }).click();
	await expect(library).toBeHidden();

	await button.click();
	await page.getByRole('menuitem', { name: 'Pexels Free Photos' }).click();
	const dialog = page.getByRole('dialog', { name: 'Select media' });
	const options = dialog.getByRole('listbox').getByRole('option');
	await expect(options.first()).toBeVisible({ timeout: 30_000 });
	await options.first().click();
	await dialog.getByRole('button', { name: 'Select', exact: true }).click();
	await expect(dialog).toBeHidden({ timeout: 30_000 });
	await expect(placeholder.locator('img')).toHaveAttribute('src', /\/wp-content\/uploads\//);
	await wp.expectAllBlocksValid();
});
