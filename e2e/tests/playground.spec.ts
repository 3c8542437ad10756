import { test, expect } from '../support/test';

test.describe('the playground editor', () => {
	test('saves a post and restores it exactly after a reload', async ({ editor, page }) => {
		await editor.open();
		await page.getByRole('textbox', { name: 'Add title' }).fill('A day at the yard');
		await editor.insertBlock('Paragraph');
		await page.keyboard.type('Hello from the playground.');

		const before = await editor.serializedPost();
		expect(before).toContain('Hello from the playground.');

		await editor.saveAndReload();

		await expect(page.getByRole('textbox', { name: 'Add title' })).toHaveValue('A day at the yard');
		expect(await editor.serializedPost()).toBe(before);
		expect(await editor.storedContent()).toBe(before);
		await editor.expectAllBlocksValid();
	});

	test('lists Blockyard blocks in the inserter', async ({ editor, page }) => {
		await editor.open();
		await page.getByRole('button', { name: 'Toggle block inserter' }).click();
		await page.getByRole('searchbox', { name: 'Search' }).fill('Business Hours');
		await expect(page.getByRole('option', { name: 'Business Hours', exact: true })).toBeVisible();
	});
});
