import { test, expect } from '../support/test';

const SENTENCE = 'Bees make honey. Bees visit flowers and honey is sweet.';
/** The local provider's offline continuation of {@link SENTENCE}. */
const CONTINUATION = 'There is more to say about bees and honey.';

// Ghost text inside real WordPress (6.5 and the newest): turned on under Settings → Writing (the
// `blockyard_ai_ghost_text` option, the page state's `ai-ghost-text` flag), a paragraph offers
// the offline engine's continuation in grey after a pause in typing; Tab takes it in; the post
// saves valid. `blockyard_e2e_connected` (e2e/wordpress/mu-plugins) makes the user count as connected.
test('turned on in the Writing settings, a paragraph offers a continuation that Tab takes in, saved valid', async ({
	wp,
	page,
}) => {
	test.setTimeout(120_000);
	await page.goto(`${wp.siteUrl}wp-admin/options-writing.php`);
	const setting = page.getByRole('checkbox', {
		name: 'Offer a continuation of a paragraph as grey text after a pause in typing (Tab accepts it)',
	});
	await expect(setting).not.toBeChecked();
	await setting.check();
	await page.getByRole('button', { name: 'Save Changes' }).click();
	await expect(page.getByText('Settings saved.')).toBeVisible();

	await wp.openNewPost('blockyard_e2e_connected=1');
	// A new post starts with an empty paragraph (or the appender that makes one): the author writes there.
	await wp
		.canvas()
		.locator('p[data-type="core/paragraph"], .block-editor-default-block-appender__content')
		.first()
		.click();
	await page.keyboard.type(SENTENCE);
	const paragraph = wp.canvas().locator('p[data-type="core/paragraph"]').first();
	await expect
		.poll(() => paragraph.evaluate((element) => getComputedStyle(element, '::after').content), {
			timeout: 15_000,
		})
		.toBe(`" ${CONTINUATION}"`);

	await page.keyboard.press('Tab');
	await expect(paragraph).toHaveText(`${SENTENCE} ${CONTINUATION}`);
	await wp.save();
	await wp.reload();
	await wp.expectAllBlocksValid();
	expect(await wp.serializedPost()).toContain(`<p>${SENTENCE} ${CONTINUATION}</p>`);
});
