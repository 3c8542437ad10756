import { expectNearerTheLeft, horizontal, setSelectedBlockAttributes } from '../support/layout';
import { test, expect } from '../support/test';
import { playgroundUrl } from '../support/urls';

// `?dir=rtl` (or a locale of a language written right to left): the page, Gutenberg's components
// and the canvas read right to left, with every stylesheet turned as WordPress's `-rtl.css`
// twins are. A block's edit and its visitor's view lay out mirrored: here Business Hours, whose
// day names lead each row.
test('?dir=rtl: the editor, a block’s edit and the visitor’s view read right to left', async ({
	editor,
	page,
}) => {
	await editor.open(undefined, { dir: 'rtl' });
	await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
	// Gutenberg's components place their popovers and icons by @wordpress/i18n's direction.
	expect(
		await page.evaluate(() =>
			(window as unknown as { wp: { i18n: { isRTL(): boolean } } }).wp.i18n.isRTL()
		)
	).toBe(true);

	await editor.insertBlock('Business Hours');
	const canvas = editor.canvas();
	await expect(canvas.locator('body')).toHaveCSS('direction', 'rtl');
	const monday = canvas.getByRole('group', { name: 'Monday' });
	const day = await horizontal(monday.getByText('Monday', { exact: true }));
	const open = await horizontal(monday.getByRole('checkbox', { name: 'Open on Monday' }));
	// The day's name first, on the right; its controls to its left.
	expect(day.left).toBeGreaterThan(open.right);

	await editor.saveAndReload();
	await editor.expectAllBlocksValid();

	await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}&dir=rtl`);
	await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
	const row = page
		.locator('.wp-block-blockyard-business-hours div')
		.filter({ has: page.locator('dt', { hasText: 'Monday' }) });
	const name = await horizontal(row.locator('dt'));
	const hours = await horizontal(row.locator('dd'));
	expect(name.left).toBeGreaterThan(hours.left);
});

// An alignment the author chose is a side, not a direction: a star rating aligned left stays on
// the left right to left, as WordPress's block library keeps its own (`rtl:ignore`).
test('?dir=rtl: a star rating aligned left stays on the left, in the editor and for visitors', async ({
	editor,
	page,
}) => {
	await editor.open(undefined, { dir: 'rtl' });
	await editor.insertBlock('Star Rating');
	await setSelectedBlockAttributes(page, { align: 'left' });
	const canvas = editor.canvas();
	const block = canvas.locator('.wp-block-blockyard-star-rating');
	await expect(block).toHaveClass(/has-text-align-left/);
	await expectNearerTheLeft(block.locator('.wp-block-blockyard-star-rating__stars'), block);

	await editor.saveAndReload();
	await editor.expectAllBlocksValid();
	await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}&dir=rtl`);
	const saved = page.locator('.wp-block-blockyard-star-rating');
	await expectNearerTheLeft(saved.locator('.wp-block-blockyard-star-rating__stars'), saved);
});

test('?locale= of a language written right to left turns the page; ?dir=ltr keeps it left to right', async ({
	editor,
	page,
}) => {
	await editor.open(undefined, { locale: 'ar' });
	await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
	await editor.open(undefined, { locale: 'ar', dir: 'ltr' });
	await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
});
