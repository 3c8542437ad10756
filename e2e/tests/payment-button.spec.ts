import type { APIRequestContext, Locator } from '@playwright/test';

import { expectNoSeriousAxeViolations } from '../support/axe';
import { test, expect } from '../support/test';
import { playgroundUrl, providerNonceHeader, providerUrl } from '../support/urls';

/** The stored product, read back from the local provider. */
interface StoredProduct {
	readonly status: string;
	readonly title: { readonly raw: string };
	readonly content: { readonly raw: string };
	readonly meta: Readonly<Record<string, unknown>>;
}

// blockyard/payment-button (packages/payments), as an editor and as a visitor.
test.describe('Payment Button', () => {
	test('shows its messages at the fields, publishes a valid product with the post, loads it back and shows visitors the card', async ({
		editor,
		page,
	}) => {
		await editor.open();
		await editor.insertBlock('Payment Button');
		const block = editor.canvas().locator('.wp-block-blockyard-payment-button');
		const field = (name: string) => block.getByRole('textbox', { name, exact: true });
		const currency = block.getByRole('combobox', { name: 'Currency' });
		await expect(field('Item name')).toBeVisible();
		// The product is created as a draft as soon as the block is added: the block keeps its id.
		await expect
			.poll(async () => (await editor.serializedPost()).match(/"productId":(\d+)/)?.[1])
			.toBeDefined();

		// Deselecting the block (another block selected) checks the product.
		await field('Price').fill('-5');
		await field('Email').fill('shop@');
		await editor.insertBlock('Paragraph');
		await expect(field('Item name')).toHaveAccessibleDescription(
			'Please add a brief title so that people know what they’re paying for.'
		);
		await expect(field('Price')).toHaveAccessibleDescription(
			'Your price is negative — enter a positive number so people can pay the right amount.'
		);
		await expect(field('Email')).toHaveAccessibleDescription('shop@ is not a valid email address.');

		// The messages follow the fields as they change.
		await field('Price').fill('12.345');
		await expect(field('Price')).toHaveAccessibleDescription(
			'The price cannot have more than 2 decimal places.'
		);
		await field('Price').fill('12.5');
		await currency.selectOption('JPY');
		await expect(field('Price')).toHaveAccessibleDescription(
			'We know every penny counts, but prices in this currency can’t contain decimal values.'
		);

		// A valid product: the card shows once the block is deselected.
		await currency.selectOption('USD');
		await field('Item name').fill('Handmade mug');
		await block.getByRole('textbox', { name: 'Description' }).fill('A stoneware mug, glazed by hand.');
		await field('Price').fill('24.50');
		await field('Email').fill('shop@example.com');
		await block
			.getByRole('checkbox', { name: 'Allow people to buy more than one item at a time' })
			.check();
		await expectNoMessage(field('Price'));
		// Selecting the paragraph below deselects the block.
		await editor.canvas().locator('[data-type="core/paragraph"]').first().click();
		await expect(block.getByRole('heading', { name: 'Handmade mug' })).toBeVisible();
		await expect(block.getByText('$24.50')).toBeVisible();
		await expect(block.getByRole('img', { name: 'Buy now' })).toBeVisible();
		await expect(block.getByRole('textbox')).toHaveCount(0);

		// Saving the post publishes the product.
		const serialized = await editor.serializedPost();
		const productId = Number(serialized.match(/"productId":(\d+)/)?.[1]);
		const published = page.waitForResponse(
			(response) =>
				response.request().method() === 'POST' &&
				response.url().includes(`/wp-json/wp/v2/jp_pay_product/${productId}`)
		);
		await editor.save();
		expect((await published).ok()).toBe(true);
		const response = await page.request.get(
			`${providerUrl()}wp-json/wp/v2/jp_pay_product/${productId}?context=edit`
		);
		expect(response.ok()).toBe(true);
		const product = (await response.json()) as StoredProduct;
		expect(product).toMatchObject({
			status: 'publish',
			title: { raw: 'Handmade mug' },
			content: { raw: 'A stoneware mug, glazed by hand.' },
			meta: {
				spay_currency: 'USD',
				spay_email: 'shop@example.com',
				spay_multiple: true,
				spay_price: 24.5,
			},
		});

		// Reloaded: valid, the card, and the fields loaded back from the stored product.
		await editor.reload();
		await editor.expectAllBlocksValid();
		await expect(block.getByRole('heading', { name: 'Handmade mug' })).toBeVisible();
		await block.getByRole('heading', { name: 'Handmade mug' }).click();
		await expect(field('Item name')).toHaveValue('Handmade mug');
		await expect(field('Price')).toHaveValue('24.5');
		await expect(field('Email')).toHaveValue('shop@example.com');
		await expect(currency).toHaveValue('USD');
		await expect(
			block.getByRole('checkbox', { name: 'Allow people to buy more than one item at a time' })
		).toBeChecked();

		// What a visitor sees: the card, with the provider's button to the checkout in place of the link.
		await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}`);
		const card = page.locator('.wp-block-blockyard-payment-button');
		await expect(card.getByRole('heading', { name: 'Handmade mug' })).toBeVisible();
		await expect(card.getByText('A stoneware mug, glazed by hand.')).toBeVisible();
		await expect(card.getByText('$24.50')).toBeVisible();
		await expect(card.getByRole('link', { name: 'Click here to purchase.' })).toHaveCount(0);
		await expectNoSeriousAxeViolations(page, '.wp-block-blockyard-payment-button');

		// The visitor buys two at the provider's stand-in checkout and comes back thanked.
		const before = (await purchases(page.request, productId)).length;
		await card.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
		await card.getByRole('button', { name: 'Buy now' }).click();
		await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
		await expect(page.getByText('Handmade mug × 2 at $24.50 each: $49.00.')).toBeVisible();
		await page.getByRole('button', { name: 'Pay' }).click();
		await expect(page.locator('.wp-block-blockyard-payment-button').getByRole('status')).toHaveText(
			'Thank you for your purchase.'
		);
		expect(new URL(page.url()).searchParams.get('post')).toBe(String(editor.postId));

		// The seller reads the purchase back.
		const bought = await purchases(page.request, productId);
		expect(bought).toHaveLength(before + 1);
		expect(bought.at(-1)).toMatchObject({
			product_id: productId,
			title: 'Handmade mug',
			amount: 24.5,
			currency: 'USD',
			quantity: 2,
			total: 49,
		});

		// The seller opens the earnings link of the block's sidebar (a new tab) and reads the purchase there.
		await editor.open(editor.postId);
		await block.getByRole('heading', { name: 'Handmade mug' }).click();
		const sidebar = page.getByRole('region', { name: 'Editor settings' });
		const earningsLink = sidebar.getByRole('link', { name: /View your earnings/ });
		await expect(earningsLink).toBeVisible();
		const tabOpened = page.waitForEvent('popup');
		await earningsLink.click();
		const earnings = await tabOpened;
		await expect(earnings.getByRole('heading', { name: 'Earnings' })).toBeVisible();
		const row = earnings
			.getByRole('row')
			.filter({ hasText: `Handmade mug (#${String(productId)})` })
			.first();
		await expect(row.getByRole('cell')).toHaveText([
			`Handmade mug (#${String(productId)})`,
			'2',
			'$24.50',
			'$49.00',
			'USD',
			String(bought.at(-1)?.paid_at),
		]);
		await earnings.close();
	});

	test('says a negative price is negative, at its field, and sends nothing', async ({ editor, page }) => {
		await editor.open();
		await editor.insertBlock('Payment Button');
		const block = editor.canvas().locator('.wp-block-blockyard-payment-button');
		const field = (name: string) => block.getByRole('textbox', { name, exact: true });
		await expect
			.poll(async () => (await editor.serializedPost()).match(/"productId":(\d+)/)?.[1])
			.toBeDefined();

		// From here on, nothing of the product may reach the site.
		const sent: string[] = [];
		page.on('request', (request) => {
			if (request.method() !== 'GET' && request.url().includes('/wp-json/wp/v2/jp_pay_product')) {
				sent.push(request.url());
			}
		});
		await field('Item name').fill('Handmade mug');
		await field('Price').fill('-5');
		await field('Email').fill('shop@example.com');
		await editor.insertBlock('Paragraph');
		await expect(field('Price')).toHaveAccessibleDescription(
			'Your price is negative — enter a positive number so people can pay the right amount.'
		);
		await editor.save();
		await expect(field('Price')).toHaveAccessibleDescription(
			'Your price is negative — enter a positive number so people can pay the right amount.'
		);
		await expect(block.getByText('Invalid price.')).toHaveCount(0);
		expect(sent).toEqual([]);
	});
});

/** What buyers paid for a product at the provider's stand-in checkout, as its seller reads it. */
async function purchases(request: APIRequestContext, productId: number): Promise<Record<string, unknown>[]> {
	const response = await request.get(
		`${providerUrl()}wp-json/wpcom/v2/pay-products/purchases?product=${String(productId)}`,
		{ headers: providerNonceHeader() }
	);
	expect(response.ok()).toBe(true);
	return ((await response.json()) as { purchases: Record<string, unknown>[] }).purchases;
}

/** A field with no message: nothing describes it. */
async function expectNoMessage(field: Locator) {
	await expect(field).not.toHaveAttribute('aria-invalid', 'true');
}
