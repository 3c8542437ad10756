import type { Page } from '@playwright/test';

import { expectNoSeriousAxeViolations } from '../support/axe';
import { test, expect } from '../support/test';
import { playgroundUrl } from '../support/urls';

const BLOCK = '.wp-block-blockyard-repeat-visitor';

/** The visits counted so far, from the visitor's cookie. */
async function visits(page: Page): Promise<string | undefined> {
	return (await page.context().cookies()).find((cookie) => cookie.name === 'blockyard_visits')?.value;
}

/**
 * Visit number `visitNumber` of the post's preview, as a visitor makes it (one page load):
 * says whether the block's content shows once the visitor's script has counted the visit.
 */
async function visit(page: Page, postId: number | undefined, visitNumber: number): Promise<boolean> {
	await page.goto(`${playgroundUrl()}preview.html?post=${postId}`);
	await expect(page.locator(BLOCK)).toBeAttached();
	await expect.poll(() => visits(page)).toBe(String(visitNumber));
	return page.locator(BLOCK).isVisible();
}

// blockyard/repeat-visitor (packages/content), as an editor and as a visitor.
test.describe('Repeat Visitor', () => {
	test('takes a valid threshold and a paragraph, saves, reloads valid, and shows the content from the visit after the threshold', async ({
		editor,
		page,
	}) => {
		await editor.open();
		await editor.insertBlock('Repeat Visitor');
		const canvas = editor.canvas();
		const threshold = canvas.getByRole('spinbutton', { name: 'Visit count threshold' });
		await expect(threshold).toHaveValue('3');

		await threshold.fill('0');
		await expect(canvas.getByText('Please enter a valid number.')).toBeVisible();
		await expect(threshold).toHaveAttribute('aria-invalid', 'true');
		expect(await editor.serializedPost()).toContain('<!-- wp:blockyard/repeat-visitor -->');

		await threshold.fill('2');
		await expect(canvas.getByText('Please enter a valid number.')).toHaveCount(0);
		await expect(
			canvas.getByText('The blocks inside are shown to visitors who have been here more than 2 times.')
		).toBeVisible();

		// A paragraph inside.
		await canvas.locator(BLOCK).getByRole('button', { name: 'Add block' }).click();
		await page.getByRole('searchbox', { name: 'Search' }).fill('Paragraph');
		await page.getByRole('option', { name: 'Paragraph', exact: true }).click();
		await page.keyboard.type('Welcome back!');

		const saved = await editor.serializedPost();
		expect(saved).toContain('<!-- wp:blockyard/repeat-visitor {"threshold":2} -->');
		expect(saved).toContain('data-criteria="after-visits" data-threshold="2" hidden');
		expect(saved).toContain('<p>Welcome back!</p>');

		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
		expect(await editor.storedContent()).toBe(saved);

		// Visits 1 and 2 see nothing; from visit 3 on the paragraph shows.
		await page.context().clearCookies({ name: 'blockyard_visits' });
		const shown = [];
		for (let visitNumber = 1; visitNumber <= 4; visitNumber += 1) {
			shown.push(await visit(page, editor.postId, visitNumber));
		}
		expect(shown).toEqual([false, false, true, true]);
		await expect(page.locator(BLOCK).getByText('Welcome back!')).toBeVisible();
		await expectNoSeriousAxeViolations(page, BLOCK);
	});

	test('before-visits content shows up to the threshold and without script', async ({
		editor,
		page,
		browser,
	}) => {
		await editor.open();
		await editor.insertBlock('Repeat Visitor');
		const canvas = editor.canvas();
		await canvas.getByRole('spinbutton', { name: 'Visit count threshold' }).fill('2');
		await canvas.getByRole('radio', { name: 'Show before threshold' }).check();
		await expect(
			canvas.getByText(
				'The blocks inside are shown to visitors who have been here at most 2 times, this visit included.'
			)
		).toBeVisible();
		await canvas.locator(BLOCK).getByRole('button', { name: 'Add block' }).click();
		await page.getByRole('searchbox', { name: 'Search' }).fill('Paragraph');
		await page.getByRole('option', { name: 'Paragraph', exact: true }).click();
		await page.keyboard.type('First time here?');
		await editor.saveAndReload();
		await editor.expectAllBlocksValid();

		await page.context().clearCookies({ name: 'blockyard_visits' });
		const shown = [];
		for (let visitNumber = 1; visitNumber <= 3; visitNumber += 1) {
			shown.push(await visit(page, editor.postId, visitNumber));
			if (visitNumber === 1) {
				await expectNoSeriousAxeViolations(page, BLOCK);
			}
		}
		expect(shown).toEqual([true, true, false]);

		// Without JavaScript, the saved markup alone: before-visits content shows (after-visits
		// content is saved `hidden`, as the first test's saved markup shows).
		const stored = await editor.storedContent();
		const noScript = await browser.newContext({ javaScriptEnabled: false });
		try {
			const plain = await noScript.newPage();
			await plain.setContent(stored.replace(/<!--[^]*?-->/g, ''));
			await expect(plain.getByText('First time here?')).toBeVisible();
		} finally {
			await noScript.close();
		}
	});
});
