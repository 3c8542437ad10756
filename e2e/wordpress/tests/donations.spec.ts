import { providerJson } from '../support/provider';
import { asAdmin, publishPost } from '../support/rest-posts';
import { test, expect } from '../support/test';

// The donations block in real WordPress: the edit reads (and makes) the site's donation products
// on the provider, the plugin's render filter gives the rendered block the provider's checkout
// (packages/wordpress-plugin/plugin/includes/donations-block.php), and the payments view script
// takes a visitor's donation there and back with the thanks.
test('Donations: the products made from the editor, and a visitor donates through the provider’s checkout', async ({
	wp,
	page,
	siteUrl,
	providerUrl,
}) => {
	test.setTimeout(180_000);
	// The block needs a connected user: `blockyard_e2e_connected` (e2e/wordpress/mu-plugins).
	await wp.openNewPost('blockyard_e2e_connected=1');
	await wp.insertBlock('Donations Form', 'blockyard/donations');
	const block = wp.canvas().locator('.wp-block-blockyard-donations');
	await expect(block.getByRole('tab', { name: 'One-Time' })).toBeVisible({ timeout: 30_000 });
	await expect.poll(() => wp.serializedPost(), { timeout: 30_000 }).toMatch(/"planId":\d+/);

	await wp.save();
	await wp.reload();
	await wp.expectAllBlocksValid();

	// The draft's preview, as the author sees it: the saved form with the provider's checkout.
	await page.goto(`${siteUrl}?p=${await wp.postId()}&preview=true`);
	await expect(page.locator('script[src*="/plugins/blockyard/build/payments/view.js"]')).toHaveCount(1);
	const form = page.locator('.wp-block-blockyard-donations');
	await expect(form).toHaveAttribute(
		'data-checkout',
		`${providerUrl}wp-json/wpcom/v2/memberships/checkout`
	);
	await form.getByRole('button', { name: '$15.00' }).click();
	await expect(form.getByRole('button', { name: '$15.00' })).toHaveAttribute('aria-pressed', 'true');
	await form.getByRole('button', { name: 'Donate' }).click();

	await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
	await expect(page.getByText('$15.00')).toBeVisible();
	await page.getByRole('button', { name: 'Pay' }).click();
	await expect(page.locator('.wp-block-blockyard-donations').getByRole('status')).toHaveText(
		'Thank you for your donation!',
		{ timeout: 30_000 }
	);
	expect(new URL(page.url()).searchParams.has('blockyard_donation')).toBe(false);
});

interface MembershipProduct {
	readonly id: number;
	readonly currency: string;
	readonly interval: string;
}

test('Donations: two blocks on a site without products in their currency make one set of them', async ({
	wp,
	page,
	browser,
	request,
	siteUrl,
	providerUrl,
}) => {
	const inNok = async () =>
		(
			await providerJson<{ products: MembershipProduct[] }>(
				request,
				providerUrl,
				'wp-json/wpcom/v2/memberships/status?source=gutenberg&type=donation'
			)
		).products.filter(({ currency }) => currency === 'NOK');
	// No other spec gives in kroner: the provider has none yet.
	expect(await inNok()).toEqual([]);

	// A post with two donations blocks in NOK (as the block saves them), opened: both blocks start at once.
	await wp.openNewPost();
	const content = await page.evaluate(() => {
		const blocks = window.wp.blocks as unknown as {
			createBlock(name: string, attributes: object): unknown;
			serialize(blocks: unknown[]): string;
		};
		return blocks.serialize([
			blocks.createBlock('blockyard/donations', { currency: 'NOK' }),
			blocks.createBlock('blockyard/donations', { currency: 'NOK' }),
		]);
	});
	const postId = await publishPost(await asAdmin(browser, siteUrl), siteUrl, 'Two forms', content);
	await wp.openPost(postId, 'blockyard_e2e_connected=1');
	await expect(wp.canvas().getByRole('tablist', { name: 'Donation frequency' })).toHaveCount(2, {
		timeout: 30_000,
	});

	// One set: one product per interval, whose ids both blocks took.
	await expect
		.poll(async () => (await inNok()).map(({ interval }) => interval).sort(), { timeout: 30_000 })
		.toEqual(['1 month', '1 year', 'one-time']);
	const oneTime = (await inNok()).find(({ interval }) => interval === 'one-time')?.id;
	await expect
		.poll(async () => (await wp.serializedPost()).split(`"planId":${String(oneTime)}`).length - 1, {
			timeout: 30_000,
		})
		.toBe(2);
});
