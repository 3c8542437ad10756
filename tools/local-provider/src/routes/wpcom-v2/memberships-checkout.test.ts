import { createdProductsSchema, membershipsStatusSchema, moneyMessage } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';

import { escapeHtml } from '../../http/html-page';
import { BASE, bodyOf, freshProvider, requestJson, restErrorSchema } from '../../testing/fresh-provider';
import type { TestProvider } from '../../testing/fresh-provider';

const CHECKOUT = '/wp-json/wpcom/v2/memberships/checkout';

const donationsSchema = z.object({
	donations: z.array(
		z.object({ product_id: z.number(), amount: z.number(), currency: z.string(), interval: z.string() })
	),
});

/** The donations the checkout recorded, as the site's editor reads them (with the nonce). */
const donations = async (provider: TestProvider) =>
	(await bodyOf(await requestJson(provider, '/wp-json/wpcom/v2/memberships/donations'), donationsSchema))
		.donations;

/** The site's donation products in `currency`: one-time, monthly, yearly. */
async function donationProducts(provider: TestProvider, currency = 'USD') {
	const created = await bodyOf(
		await requestJson(provider, '/wp-json/wpcom/v2/memberships/products', {
			method: 'POST',
			json: { type: 'donation', currency, is_editable: false },
		}),
		createdProductsSchema
	);
	return created.products ?? [];
}

const checkoutUrl = (plan: number, amount: string, back = 'http://127.0.0.1:5173/preview.html?post=3') =>
	`${CHECKOUT}?${new URLSearchParams({ plan: String(plan), amount, return: back }).toString()}`;

/** The checkout page for the plan and amount, with the session cookie and the form's state. */
async function openCheckout(provider: TestProvider, plan: number, amount: string, back?: string) {
	const page = await provider.app.request(`${BASE}${checkoutUrl(plan, amount, back)}`);
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

describe('the stand-in donation checkout', () => {
	it('shows the donation with a Pay button, records it and goes back with the paid flags', async () => {
		const provider = freshProvider();
		const [oneTime] = await donationProducts(provider, 'EUR');
		const plan = oneTime?.id ?? 0;
		const { page, html, cookie, state } = await openCheckout(provider, plan, '15.50');
		expect(page.status).toBe(200);
		expect(html).toContain('One-time donation');
		expect(html).toContain('€15.50');
		expect(html).toContain('<button type="submit">Pay</button>');

		const paid = await pay(provider, cookie, {
			state,
			plan: String(plan),
			amount: '15.50',
			return: 'http://127.0.0.1:5173/preview.html?post=3',
		});
		expect(paid.status).toBe(303);
		expect(paid.headers.get('location')).toBe(
			`http://127.0.0.1:5173/preview.html?post=3&blockyard_donation=paid&blockyard_donation_plan=${String(plan)}`
		);
		expect(await donations(provider)).toEqual([
			expect.objectContaining({
				product_id: plan,
				amount: 15.5,
				currency: 'EUR',
				interval: 'one-time',
			}),
		]);
	});

	it('pays once per checkout page: its form sent again answers 409 and records no second donation', async () => {
		const provider = freshProvider();
		const [oneTime] = await donationProducts(provider);
		const plan = oneTime?.id ?? 0;
		const { cookie, state } = await openCheckout(provider, plan, '5');
		const fields = { state, plan: String(plan), amount: '5', return: '/' };
		expect((await pay(provider, cookie, fields)).status).toBe(303);

		const replayed = await pay(provider, cookie, fields);
		expect(replayed.status).toBe(409); // was 303, and a second donation
		const refusal = await bodyOf(replayed, restErrorSchema);
		expect(refusal.code).toBe('blockyard_state_used');
		expect(refusal.message).toMatch(/already been paid/);
		expect(await donations(provider)).toHaveLength(1);

		// The checkout opened again gives a new state, which pays.
		const again = await openCheckout(provider, plan, '5');
		expect(again.state).not.toBe(state);
		expect((await pay(provider, again.cookie, { ...fields, state: again.state })).status).toBe(303);
		expect(await donations(provider)).toHaveLength(2);
	});

	it('refuses a Pay without the page’s state, and records nothing', async () => {
		const provider = freshProvider();
		const [oneTime] = await donationProducts(provider);
		const { cookie } = await openCheckout(provider, oneTime?.id ?? 0, '5');
		const paid = await pay(provider, cookie, {
			state: 'forged',
			plan: String(oneTime?.id),
			amount: '5',
			return: '/',
		});
		expect(paid.status).toBe(403);
		expect(await donations(provider)).toEqual([]);
	});

	it('offers no Pay below the product’s minimum, and refuses one', async () => {
		const provider = freshProvider();
		const [oneTime] = await donationProducts(provider);
		const { html, cookie, state } = await openCheckout(provider, oneTime?.id ?? 0, '0.10');
		expect(html).toContain('Enter an amount of at least $0.50.'); // the donations block's words
		expect(html).not.toContain('Pay</button>');
		const paid = await pay(provider, cookie, {
			state: state || 'none',
			plan: String(oneTime?.id),
			amount: '0.10',
			return: '/',
		});
		expect(paid.status).toBeGreaterThanOrEqual(400);
	});

	it('holds the amount to the donations block’s rules: the currency’s decimals, the maximum, its minimum, in the block’s words', async () => {
		const provider = freshProvider();
		const [yen] = await donationProducts(provider, 'JPY');
		const [dollars] = await donationProducts(provider, 'USD');
		expect(yen?.price).toBe(50); // the currency's minimum charge, was 0.5
		const refused = async (plan: number, amount: string) => {
			const { html, cookie, state } = await openCheckout(provider, plan, amount);
			expect(html).not.toContain('Pay</button>');
			const paid = await pay(provider, cookie, {
				state: state || 'none',
				plan: String(plan),
				amount,
				return: '/',
			});
			return {
				html,
				status: paid.status,
				error: paid.status === 403 ? undefined : await bodyOf(paid, restErrorSchema),
			};
		};
		const yenId = yen?.id ?? 0;
		const dollarsId = dollars?.id ?? 0;

		const fraction = await refused(yenId, '100.5');
		expect(fraction.html).toContain(moneyMessage('noDecimals'));
		const overMaximum = await refused(dollarsId, '1000000.01');
		expect(overMaximum.html).toContain(
			escapeHtml(moneyMessage('aboveMaximum', { maximum: '$1,000,000.00' }))
		);
		const underMinimum = await refused(yenId, '40');
		expect(underMinimum.html).toContain('Enter an amount of at least ¥50.');

		// The Pay form is not offered, and a form sent anyway with another page's state is refused.
		const { cookie, state } = await openCheckout(provider, yenId, '100');
		const paid = await pay(provider, cookie, {
			state,
			plan: String(yenId),
			amount: '100.5',
			return: '/',
		});
		expect(paid.status).toBe(400); // was 303, and a donation of ¥100.5
		expect(await bodyOf(paid, restErrorSchema)).toMatchObject({
			code: 'rest_invalid_param',
			message: moneyMessage('noDecimals'),
		});
		expect(await donations(provider)).toEqual([]);
	});

	it('answers 404 for a product that is not a donation, 400 for a return address off this machine', async () => {
		const provider = freshProvider();
		const [oneTime] = await donationProducts(provider);
		expect((await provider.app.request(`${BASE}${checkoutUrl(99, '5')}`)).status).toBe(404);
		const away = await provider.app.request(
			`${BASE}${checkoutUrl(oneTime?.id ?? 0, '5', 'https://elsewhere.test/')}`
		);
		expect(away.status).toBe(400);
		expect((await bodyOf(away, restErrorSchema)).code).toBe('invalid_return');
	});
});

describe('the memberships testing switch', () => {
	const setSwitch = (provider: TestProvider, json: unknown) =>
		requestJson(provider, '/wp-json/blockyard-testing/v1/memberships', { method: 'PUT', json });
	const status = (provider: TestProvider) =>
		requestJson(provider, '/wp-json/wpcom/v2/memberships/status?source=gutenberg&type=donation');

	it('removes the payment account (a connect address appears) and connects it again', async () => {
		const provider = freshProvider({ faults: true });
		const answer = await setSwitch(provider, { connected: false });
		expect(await bodyOf(answer, z.object({ connected: z.boolean(), failing: z.boolean() }))).toEqual({
			connected: false,
			failing: false,
		});
		const off = await bodyOf(await status(provider), membershipsStatusSchema);
		expect(off.connect_url).toMatch(/\/wpcom\/v2\/memberships\/connect$/);
		expect(off.connected_account_id).toBeNull();
		await setSwitch(provider, { connected: true });
		expect((await bodyOf(await status(provider), membershipsStatusSchema)).connect_url).toBeUndefined();
	});

	it('makes the status answer 502 (the payment service failing) until it is switched back', async () => {
		const provider = freshProvider({ faults: true });
		await setSwitch(provider, { failing: true });
		const failing = await status(provider);
		expect(failing.status).toBe(502);
		expect((await bodyOf(failing, restErrorSchema)).code).toBe('memberships_status_failed');
		await setSwitch(provider, { failing: false });
		expect((await status(provider)).status).toBe(200);
	});

	it('is not there without fault injection', async () => {
		const provider = freshProvider();
		expect((await setSwitch(provider, { failing: true })).status).toBe(404);
	});

	it('keeps the donations private: no reading them without the nonce', async () => {
		const provider = freshProvider();
		const read = await requestJson(provider, '/wp-json/wpcom/v2/memberships/donations', { nonce: false });
		expect(read.status).toBe(403);
	});
});
