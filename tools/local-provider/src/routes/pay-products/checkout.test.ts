import { moneyMessage } from '@blockyard/api-client';
import BetterSqlite3 from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { listPurchases } from '../../data/pay-purchases';
import { DATABASE_FILE } from '../../db/open-database';
import { escapeHtml } from '../../http/html-page';
import { BASE, freshProvider, requestJson, restErrorSchema } from '../../testing/fresh-provider';
import type { TestProvider } from '../../testing/fresh-provider';
import { purchaseTotal } from './checkout';

const CHECKOUT = '/wp-json/wpcom/v2/pay-products/checkout';
const BACK = 'http://127.0.0.1:5173/preview.html?post=3';

/** The purchases the checkout recorded, read from the provider's database. */
function purchases(provider: TestProvider) {
	const db = new BetterSqlite3(join(provider.dataDir, DATABASE_FILE), { readonly: true });
	try {
		return listPurchases(db);
	} finally {
		db.close();
	}
}

/** The seller's read of the purchases over HTTP (with the nonce): the answer's JSON body. */
const purchasesRead = async (provider: TestProvider, query = ''): Promise<unknown> =>
	(await requestJson(provider, `/wp-json/wpcom/v2/pay-products/purchases${query}`)).json();

const MUG = { product: '7', title: 'Handmade mug', amount: '24.50', currency: 'USD', return: BACK };

/** The checkout page for `fields`, with the session cookie and the form's state. */
async function openCheckout(provider: TestProvider, fields: Record<string, string>) {
	const page = await provider.app.request(`${BASE}${CHECKOUT}?${new URLSearchParams(fields).toString()}`);
	const html = await page.text();
	const cookie = (page.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
	const state = /name="state" value="([^"]+)"/.exec(html)?.[1] ?? '';
	return { page, html, cookie, state };
}

/** Sends the checkout's form as the Pay button does. */
function pay(provider: TestProvider, cookie: string, fields: Record<string, string>) {
	return provider.app.request(`${BASE}${CHECKOUT}`, {
		method: 'POST',
		headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', origin: BASE },
		body: new URLSearchParams(fields).toString(),
	});
}

describe('the payment button’s stand-in checkout', () => {
	it('shows the item, the quantity and the total with a Pay button, records the purchase and goes back thanked', async () => {
		const provider = freshProvider();
		const fields = { ...MUG, quantity: '2' };
		const { page, html, cookie, state } = await openCheckout(provider, fields);
		expect(page.status).toBe(200);
		expect(html).toContain('Handmade mug × 2 at $24.50 each: <strong>$49.00</strong>');
		expect(html).toContain('<button type="submit">Pay</button>');

		const paid = await pay(provider, cookie, { ...fields, state });
		expect(paid.status).toBe(303);
		expect(paid.headers.get('location')).toBe(
			`${BACK}&blockyard_purchase=paid&blockyard_purchase_product=7`
		);
		expect(purchases(provider)).toEqual([
			{
				id: 1,
				product_id: 7,
				title: 'Handmade mug',
				amount: 24.5,
				currency: 'USD',
				quantity: 2,
				total: 49,
				paid_at: expect.any(String),
			},
		]);
		// The seller reads them over HTTP, all or those of one product.
		expect(await purchasesRead(provider)).toEqual({ purchases: purchases(provider) });
		expect(await purchasesRead(provider, '?product=7')).toEqual({ purchases: purchases(provider) });
		expect(await purchasesRead(provider, '?product=8')).toEqual({ purchases: [] });

		// The same page's state pays once.
		const replay = await pay(provider, cookie, { ...fields, state });
		expect(replay.status).toBe(409);
		expect(purchases(provider)).toHaveLength(1);
	});

	it('takes one item when no quantity is given', async () => {
		const provider = freshProvider();
		const { html, cookie, state } = await openCheckout(provider, MUG);
		expect(html).toContain('Handmade mug × 1 at $24.50 each: <strong>$24.50</strong>');
		expect((await pay(provider, cookie, { ...MUG, state })).status).toBe(303);
		expect(purchases(provider)[0]).toMatchObject({ quantity: 1, total: 24.5 });
	});

	it('refuses a price or a currency the payment button would not take, in the block’s words', async () => {
		const provider = freshProvider();
		const cases: [Record<string, string>, string, string][] = [
			[{ amount: '0' }, 'amount', moneyMessage('priceRequired')],
			[{ amount: '24.505' }, 'amount', moneyMessage('tooManyDecimals', { decimals: 2 })],
			[{ amount: '24.5', currency: 'JPY' }, 'amount', moneyMessage('noDecimals')],
			[{ amount: '2000000' }, 'amount', moneyMessage('aboveMaximum', { maximum: '$1,000,000.00' })],
			[{ currency: 'INR' }, 'currency', moneyMessage('chooseCurrency')],
		];
		for (const [change, key, message] of cases) {
			const { page, html } = await openCheckout(provider, { ...MUG, ...change });
			expect({ change, status: page.status }).toEqual({ change, status: 400 });
			expect(restErrorSchema.parse(JSON.parse(html))).toMatchObject({ message, data: { key } });
		}
		// A negative price is not even a number the checkout reads.
		expect((await openCheckout(provider, { ...MUG, amount: '-5' })).page.status).toBe(400);
		expect(escapeHtml(moneyMessage('negativePrice'))).toContain('negative');
	});

	it('refuses a quantity that is not a whole number from 1 to 1000, and a way back off this machine', async () => {
		const provider = freshProvider();
		for (const quantity of ['0', '1.5', '1001', 'two', '-1']) {
			expect((await openCheckout(provider, { ...MUG, quantity })).page.status, quantity).toBe(400);
		}
		expect(
			(await openCheckout(provider, { ...MUG, return: 'https://elsewhere.example/' })).page.status
		).toBe(400);
		const { cookie, state } = await openCheckout(provider, MUG);
		expect((await pay(provider, cookie, { ...MUG, state, quantity: '0' })).status).toBe(400);
		expect(purchases(provider)).toEqual([]);
	});

	it('keeps the purchases private: the list needs the nonce', async () => {
		const provider = freshProvider();
		const anonymous = await provider.app.request(`${BASE}/wp-json/wpcom/v2/pay-products/purchases`);
		expect(anonymous.status).toBe(403);
	});

	it('serves the provider’s button image', async () => {
		const provider = freshProvider();
		const image = await provider.app.request(`${BASE}/wp-json/wpcom/v2/pay-products/button.svg`);
		expect(image.status).toBe(200);
		expect(image.headers.get('content-type')).toBe('image/svg+xml');
		expect(await image.text()).toContain('Buy now');
	});

	it('totals in the currency’s decimals', () => {
		expect(purchaseTotal(0.1, 3, 'USD')).toBe(0.3);
		expect(purchaseTotal(4500, 2, 'JPY')).toBe(9000);
	});
	it('shows the seller the purchases on the earnings page, to a top-level page only, never framed or shared', async () => {
		const provider = freshProvider();
		const EARNINGS = `${BASE}/wp-json/wpcom/v2/pay-products/earnings`;
		const empty = await provider.app.request(EARNINGS);
		expect(empty.status).toBe(200);
		expect(await empty.text()).toContain('No purchases yet.');

		const fields = { ...MUG, title: 'Mug <b>', quantity: '2' };
		const { cookie, state } = await openCheckout(provider, fields);
		expect((await pay(provider, cookie, { ...fields, state })).status).toBe(303);

		const page = await provider.app.request(EARNINGS, {
			headers: { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
		});
		expect(page.status).toBe(200);
		expect(page.headers.get('content-type')).toContain('text/html');
		expect(page.headers.get('x-frame-options')).toBe('DENY');
		expect(page.headers.get('cache-control')).toBe('no-store');
		const html = await page.text();
		const row = /<tbody>\s*<tr>([\s\S]*?)<\/tr>/.exec(html)?.[1] ?? '';
		expect([...row.matchAll(/<td>([^<]*)<\/td>/g)].map((cell) => cell[1])).toEqual([
			`${escapeHtml('Mug <b>')} (#7)`,
			'2',
			'$24.50',
			'$49.00',
			'USD',
			purchases(provider)[0]?.paid_at,
		]);

		// A page's fetch, from another site or not, gets nothing of it.
		const fetches: Record<string, string>[] = [
			{ 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty', origin: 'http://elsewhere.example' },
			{ 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'empty' },
			{ 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' },
		];
		for (const headers of fetches) {
			const fetched = await provider.app.request(EARNINGS, { headers });
			expect(fetched.status).toBe(403);
			expect(await fetched.text()).not.toContain('Mug');
			expect(fetched.headers.get('access-control-allow-origin')).toBeNull();
		}
	});
});
