import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { test, expect } from '../support/test';
import { publishPost, storedContent } from '../support/rest-posts';
import { logInAs } from '../support/wordpress-editor';

// The Calendly and Eventbrite Checkout blocks in real WordPress: what an author (no
// unfiltered_html) saves of them is kept as saved (frames through the plugin's kses allowance,
// the button children as WordPress allows links), they open valid, and on the visitor's page the
// plugin prints the embeds' visitor script, whose Eventbrite view opens the checkout in a modal.

const FIXTURES = join(import.meta.dirname, '../../../packages/embeds/test/fixtures');
const fixture = (name: string): string => readFileSync(join(FIXTURES, `${name}.html`), 'utf8').trim();

const BLOCKS = [
	'blockyard__calendly',
	'blockyard__calendly__link',
	'blockyard__eventbrite',
	'blockyard__eventbrite__modal',
].map(fixture);

const CHECKOUT = 'https://www.eventbrite.com/checkout-external?eid=123456789012';

test('an author keeps Calendly and Eventbrite blocks as saved, and a visitor opens the checkout in a modal', async ({
	wp,
	page,
	browser,
	siteUrl,
}) => {
	await logInAs(page, siteUrl, 'author', 'password');
	const postId = await publishPost(page.request, siteUrl, 'Book and buy', BLOCKS.join('\n\n'));

	const stored = await storedContent(browser, siteUrl, postId);
	for (const block of BLOCKS) {
		for (const line of block.split('\n')) {
			expect(stored, line).toContain(line);
		}
	}

	// The author opens the post again: every block is valid.
	await page.goto(`${siteUrl}wp-admin/post.php?post=${postId}&action=edit`);
	await wp.waitUntilReady();
	await wp.expectAllBlocksValid();

	// A visitor: Eventbrite stands in for its checkout (out of reach here).
	await page.route('https://www.eventbrite.com/**', (route) =>
		route.fulfill({
			contentType: 'text/html',
			body: '<!doctype html><html lang="en"><title>Checkout</title><h1>Tickets</h1></html>',
		})
	);
	await page.goto(`${siteUrl}?p=${postId}`);
	await expect(page.locator('script[src*="/plugins/blockyard/build/embeds/view.js"]')).toHaveCount(1);
	await expect(page.locator('.wp-block-blockyard-calendly.is-style-inline iframe')).toHaveAttribute(
		'src',
		/^https:\/\/calendly\.com\/team\/30min\?embed_domain=example\.com&embed_type=Inline/
	);
	const booking = page.locator('.wp-block-blockyard-calendly.is-style-link a');
	await expect(booking).toHaveAttribute('target', '_blank');
	await expect(booking).toHaveText('Book a call');
	await expect(page.locator('.wp-block-blockyard-eventbrite.is-style-inline iframe')).toHaveAttribute(
		'src',
		CHECKOUT
	);

	const register = page.locator('.wp-block-blockyard-eventbrite.is-style-modal a');
	await expect(register).toHaveAttribute('aria-haspopup', 'dialog');
	// By keyboard first: the page's frames load lazily as they scroll into view, so a mouse
	// click aimed before they settle may land beside the button.
	await register.focus();
	await page.keyboard.press('Enter');
	const dialog = page.getByRole('dialog', { name: 'Eventbrite Checkout' });
	await expect(dialog).toBeVisible();
	await expect(dialog.locator('iframe')).toHaveAttribute('src', CHECKOUT);
	await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
	await page.keyboard.press('Escape');
	await expect(dialog).toBeHidden();
	await expect(register).toBeFocused();

	await register.click();
	await expect(dialog).toBeVisible();
	await dialog.getByRole('button', { name: 'Close' }).click();
	await expect(dialog).toBeHidden();
	expect(page.url()).not.toContain('eventbrite');
});
