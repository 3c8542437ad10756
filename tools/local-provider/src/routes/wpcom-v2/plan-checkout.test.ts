import { describe, expect, it } from 'vitest';

import { BASE, freshProvider, requestJson } from '../../testing/fresh-provider';
import type { TestProvider } from '../../testing/fresh-provider';

const CHECKOUT = '/wp-json/wpcom/v2/plans/checkout';
const BACK = 'http://127.0.0.1:5173/?post=3';

const sitePlanSlug = async (provider: TestProvider) => {
	const answer = (await (await requestJson(provider, '/wp-json/jetpack/v4/site')).json()) as {
		data: string;
	};
	return (JSON.parse(answer.data) as { plan: { product_slug: string } }).plan.product_slug;
};

async function openCheckout(provider: TestProvider, plan: string, back = BACK) {
	const page = await provider.app.request(
		`${BASE}${CHECKOUT}?${new URLSearchParams({ plan, return: back }).toString()}`
	);
	const html = await page.text();
	const cookie = (page.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
	const state = /name="state" value="([^"]+)"/.exec(html)?.[1] ?? '';
	return { page, html, cookie, state };
}

const buy = (provider: TestProvider, cookie: string, fields: Record<string, string>) =>
	provider.app.request(`${BASE}${CHECKOUT}`, {
		method: 'POST',
		headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', origin: BASE },
		body: new URLSearchParams(fields).toString(),
	});

describe('the stand-in plan checkout', () => {
	it('shows the plan with a Buy button, puts the site on it and goes back upgraded', async () => {
		const provider = freshProvider({ faults: true });
		await requestJson(provider, '/wp-json/blockyard-testing/v1/site-plan', {
			method: 'PUT',
			json: { slug: 'free_plan' },
		});
		expect(await sitePlanSlug(provider)).toBe('free_plan');

		const { page, html, cookie, state } = await openCheckout(provider, 'value_bundle');
		expect(page.status).toBe(200);
		expect(html).toContain('The Premium plan for this site.');
		expect(html).toContain('<button type="submit">Buy</button>');

		const bought = await buy(provider, cookie, { state, plan: 'value_bundle', return: BACK });
		expect(bought.status).toBe(303);
		expect(bought.headers.get('location')).toBe(`${BACK}&plan_upgraded=1&plan_name=Premium`);
		expect(await sitePlanSlug(provider)).toBe('value_bundle');
	});

	it('refuses a form without its page’s state, a plan not in the list and a return elsewhere', async () => {
		const provider = freshProvider();
		const { cookie } = await openCheckout(provider, 'value_bundle');
		expect((await buy(provider, cookie, { state: 'x', plan: 'value_bundle', return: BACK })).status).toBe(
			403
		);
		expect((await openCheckout(provider, 'gold_plan')).page.status).toBe(400);
		expect((await openCheckout(provider, 'value_bundle', 'https://example.com/')).page.status).toBe(400);
	});
});
