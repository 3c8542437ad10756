import { asAdmin, restNonce } from '../support/rest-posts';
import { test, expect } from '../support/test';

// The payment button in real WordPress: its product is a `jp_pay_product` post of the site
// (packages/wordpress-plugin/plugin/includes/pay-products.php), created as a draft when the
// block is added by the admin, who may publish, and published when the post is saved.
// The package's deep flow on every version (docs/decisions/0046-wordpress-deep-flows-on-the-oldest-version.md).
test('Payment Button: the product is a draft when added, published with the post, and loaded back', async ({
	wp,
	browser,
	page,
	siteUrl,
	providerUrl,
}) => {
	await wp.openNewPost();
	await wp.insertBlock('Payment Button', 'blockyard/payment-button');
	const block = wp.canvas().locator('.wp-block-blockyard-payment-button');
	const field = (name: string) => block.getByRole('textbox', { name, exact: true });
	await expect(field('Item name')).toBeVisible();
	const productId = async () => Number((await wp.serializedPost()).match(/"productId":(\d+)/)?.[1] ?? NaN);
	await expect.poll(productId, { timeout: 30_000 }).toBeGreaterThan(0);
	const id = await productId();

	const admin = await asAdmin(browser, siteUrl);
	const product = async () => {
		const response = await admin.get(`${siteUrl}wp-json/wp/v2/jp_pay_product/${id}?context=edit`, {
			headers: { 'X-WP-Nonce': await restNonce(admin, siteUrl) },
		});
		expect(response.status(), await response.text()).toBe(200);
		return (await response.json()) as {
			status: string;
			title: { raw: string };
			meta: Record<string, unknown>;
		};
	};
	expect(await product()).toMatchObject({ status: 'draft', meta: { spay_price: 0, spay_email: '' } });

	// The site refuses a wrong email or price, naming the field in data.key, as the block reads it.
	const refusals: [Record<string, unknown>, string][] = [
		[{ spay_email: 'shop@' }, 'spay_email'],
		[{ spay_price: -5 }, 'spay_price'],
	];
	for (const [meta, key] of refusals) {
		const refused = await admin.post(`${siteUrl}wp-json/wp/v2/jp_pay_product/${id}`, {
			headers: { 'X-WP-Nonce': await restNonce(admin, siteUrl) },
			data: {
				status: 'publish',
				meta: { spay_currency: 'USD', spay_email: 'shop@example.com', spay_price: 5, ...meta },
			},
		});
		expect(refused.status(), await refused.text()).toBe(400);
		expect(await refused.json()).toMatchObject({ code: 'rest_invalid_param', data: { key } });
	}
	expect((await product()).status).toBe('draft');

	await field('Item name').fill('Handmade mug');
	await field('Price').fill('24.50');
	await field('Email').fill('shop@example.com');
	await block.getByRole('checkbox', { name: 'Allow people to buy more than one item at a time' }).check();
	await wp.save();
	await expect.poll(async () => (await product()).status, { timeout: 30_000 }).toBe('publish');
	expect(await product()).toMatchObject({
		title: { raw: 'Handmade mug' },
		meta: {
			spay_currency: 'USD',
			spay_email: 'shop@example.com',
			spay_multiple: true,
			spay_price: 24.5,
		},
	});

	await wp.reload();
	await wp.expectAllBlocksValid();
	await block.getByRole('heading', { name: 'Handmade mug' }).click();
	await expect(field('Item name')).toHaveValue('Handmade mug');
	await expect(field('Price')).toHaveValue('24.5');
	await expect(field('Email')).toHaveValue('shop@example.com');

	// The visitor (here the author, on the draft's preview): the plugin's render filter puts the
	// form to the provider's checkout in place of the saved link; two items, Pay, and back thanked.
	const postId = await wp.postId();
	await page.goto(`${siteUrl}?p=${String(postId)}&preview=true`);
	const card = page.locator('.wp-block-blockyard-payment-button');
	await expect(card.getByRole('heading', { name: 'Handmade mug' })).toBeVisible();
	await expect(card.locator('form')).toHaveAttribute(
		'action',
		`${providerUrl}wp-json/wpcom/v2/pay-products/checkout`
	);
	await expect(card.getByRole('link', { name: 'Click here to purchase.' })).toHaveCount(0);
	await card.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
	await card.getByRole('button', { name: 'Buy now' }).click();
	await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
	await expect(page.getByText('Handmade mug × 2 at $24.50 each: $49.00.')).toBeVisible();
	await page.getByRole('button', { name: 'Pay' }).click();
	await expect(page.locator('.wp-block-blockyard-payment-button').getByRole('status')).toHaveText(
		'Thank you for your purchase.',
		{ timeout: 30_000 }
	);
	expect(new URL(page.url()).searchParams.get('blockyard_purchase_product')).toBe(String(id));

	// The seller follows the block's "View your earnings" (a new tab, the provider's page of the
	// site's purchases) and reads the purchase there.
	await wp.openPost(postId);
	await block.getByRole('heading', { name: 'Handmade mug' }).click();
	const tabOpened = page.waitForEvent('popup');
	await page.getByRole('link', { name: /View your earnings/ }).click();
	const earnings = await tabOpened;
	await expect(earnings.getByRole('heading', { name: 'Earnings' })).toBeVisible();
	const row = earnings.getByRole('row').filter({ hasText: `Handmade mug (#${String(id)})` });
	await expect(row).toHaveCount(1);
	await expect(row.getByRole('cell')).toHaveText([
		`Handmade mug (#${String(id)})`,
		'2',
		'$24.50',
		'$49.00',
		'USD',
		/\d/,
	]);
	await earnings.close();
});

test('Payment Button: a negative price gets its own message at its field, and nothing is sent', async ({
	wp,
	page,
}) => {
	await wp.openNewPost();
	await wp.insertBlock('Payment Button', 'blockyard/payment-button');
	const block = wp.canvas().locator('.wp-block-blockyard-payment-button');
	const field = (name: string) => block.getByRole('textbox', { name, exact: true });
	await expect
		.poll(async () => /"productId":\d+/.test(await wp.serializedPost()), { timeout: 30_000 })
		.toBe(true);

	// From here on, nothing of the product may reach the site.
	const sent: string[] = [];
	page.on('request', (request) => {
		if (request.method() !== 'GET' && request.url().includes('jp_pay_product')) {
			sent.push(request.url());
		}
	});
	const negative = 'Your price is negative — enter a positive number so people can pay the right amount.';
	await field('Item name').fill('Handmade mug');
	await field('Price').fill('-5');
	await field('Email').fill('shop@example.com');
	// Saving the post checks the product: the message shows, and the product stays unsent.
	await wp.save();
	await expect(field('Price')).toHaveAccessibleDescription(negative);
	await expect(block.getByText('Invalid price.')).toHaveCount(0);
	expect(sent).toEqual([]);
});
