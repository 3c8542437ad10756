import { membershipsStatusSchema } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { BASE, bodyOf, freshProvider, requestJson } from '../../testing/fresh-provider';
import type { TestProvider } from '../../testing/fresh-provider';

const CONNECT = '/wp-json/wpcom/v2/memberships/connect';
const EDITOR = 'http://127.0.0.1:5173/?post=2';

const connectUrl = async (provider: TestProvider) =>
	(
		await bodyOf(
			await requestJson(provider, '/wp-json/wpcom/v2/memberships/status?source=gutenberg&type=all'),
			membershipsStatusSchema
		)
	).connect_url;

/** A site without a payment account: the status names the connect page. */
async function withoutAccount(): Promise<TestProvider> {
	const provider = freshProvider({ faults: true });
	await requestJson(provider, '/wp-json/blockyard-testing/v1/memberships', {
		method: 'PUT',
		json: { connected: false },
	});
	return provider;
}

/** The connect page, and its answer to the chosen button. */
async function choose(
	provider: TestProvider,
	choice: 'connect' | 'cancel',
	back: string | undefined = EDITOR
) {
	const query = back === undefined ? '' : `?${new URLSearchParams({ redirect_to: back }).toString()}`;
	const page = await provider.app.request(`${BASE}${CONNECT}${query}`);
	const html = await page.text();
	const cookie = (page.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
	const state = /name="state" value="([^"]+)"/.exec(html)?.[1] ?? '';
	const fields = new URLSearchParams({
		state,
		choice,
		...(back === undefined ? {} : { redirect_to: back }),
	});
	const answer = await provider.app.request(`${BASE}${CONNECT}`, {
		method: 'POST',
		headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', origin: BASE },
		body: fields.toString(),
	});
	return { page, html, answer };
}

describe('the stand-in payment account connection', () => {
	it('is where the status sends a site without an account, and connects it on Connect', async () => {
		const provider = await withoutAccount();
		expect(await connectUrl(provider)).toMatch(new RegExp(`${CONNECT}$`));
		const { page, html, answer } = await choose(provider, 'connect');
		expect(page.status).toBe(200);
		expect(html).toContain('<button type="submit">Connect</button>');
		expect(html).toContain('<button type="submit">Cancel</button>');
		expect(answer.status, await answer.clone().text()).toBe(303);
		expect(answer.headers.get('location')).toBe(`${EDITOR}&stripe_connect_success=1`);
		expect(await connectUrl(provider)).toBeUndefined();
	});

	it('connects nothing on Cancel, and says so on the way back', async () => {
		const provider = await withoutAccount();
		const { answer } = await choose(provider, 'cancel');
		expect(answer.headers.get('location')).toBe(`${EDITOR}&stripe_connect_cancelled=1`);
		expect(await connectUrl(provider)).toBeDefined();
	});

	it('goes back only to this machine, and says what happened when it has no way back', async () => {
		const provider = await withoutAccount();
		const elsewhere = await choose(provider, 'connect', 'https://elsewhere.example/editor');
		expect(elsewhere.html).not.toContain('elsewhere.example');
		expect(elsewhere.answer.status).toBe(200);
		expect(await elsewhere.answer.text()).toContain('The site’s payment account is connected.');
		expect(await connectUrl(provider)).toBeUndefined();
	});

	it('refuses a form without the page’s state', async () => {
		const provider = await withoutAccount();
		const answer = await provider.app.request(`${BASE}${CONNECT}`, {
			method: 'POST',
			headers: { 'content-type': 'application/x-www-form-urlencoded', origin: BASE },
			body: new URLSearchParams({ choice: 'connect' }).toString(),
		});
		expect(answer.status).toBeGreaterThanOrEqual(400);
		expect(await connectUrl(provider)).toBeDefined();
	});
});
