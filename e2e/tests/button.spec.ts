import type { Page } from '@playwright/test';

import { test, expect } from '../support/test';

// blockyard/button (packages/ui): the shared button other blocks nest (packages/ui/src/blocks/button/README.md).

/** The slice of `window.wp` this spec uses beyond e2e/support/wp-global.d.ts. */
interface WpForButton {
	blocks: { createBlock(name: string, attributes: Record<string, unknown>): unknown };
	data: { dispatch(store: 'core/block-editor'): { insertBlocks(blocks: unknown): void } };
}

/** Inserts a block the way a parent block does (the button is not in the inserter). */
async function insertBlockByName(
	page: Page,
	name: string,
	attributes: Record<string, unknown>
): Promise<void> {
	await page.evaluate(
		([blockName, blockAttributes]) => {
			const { blocks, data } = (window as unknown as { wp: WpForButton }).wp;
			data.dispatch('core/block-editor').insertBlocks(blocks.createBlock(blockName, blockAttributes));
		},
		[name, attributes] as const
	);
}

test.describe('Button', () => {
	test('is registered but not insertable', async ({ editor, page }) => {
		await editor.open();
		const button = await page.evaluate(() =>
			window.wp.blocks.getBlockTypes().find((blockType) => blockType.name === 'blockyard/button')
		);
		expect(button?.supports?.inserter).toBe(false);
	});

	test('created by a parent, takes a border radius, saves and reloads valid', async ({ editor, page }) => {
		await editor.open();
		await insertBlockByName(page, 'blockyard/button', { saveInPostContent: true, text: 'Buy' });

		const text = editor.canvas().getByRole('textbox', { name: 'Button text' });
		await expect(text).toHaveText('Buy');

		// The inserted block is selected, so its settings are in the sidebar.
		const radius = page.getByRole('spinbutton', { name: 'Border radius' });
		await radius.fill('12');
		await expect(text).toHaveCSS('border-radius', '12px');
		// The width shortcuts are there too, labelled (colours show only where the editor has a palette).
		await expect(page.getByRole('button', { name: '50% width' })).toBeVisible();

		const expected = [
			'<!-- wp:blockyard/button {"saveInPostContent":true,"text":"Buy","borderRadius":12} -->',
			'<div class="wp-block-blockyard-button"><button class="wp-block-blockyard-button__element" style="border-radius:12px" type="submit">Buy</button></div>',
			'<!-- /wp:blockyard/button -->',
		].join('\n');
		expect(await editor.serializedPost()).toBe(expected);

		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
		expect(await editor.blocks()).toEqual([
			expect.objectContaining({ name: 'blockyard/button', isValid: true }),
		]);
		expect(await editor.storedContent()).toBe(expected);
		await expect(editor.canvas().getByRole('textbox', { name: 'Button text' })).toHaveText('Buy');
	});
});
