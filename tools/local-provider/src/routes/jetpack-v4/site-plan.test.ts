import { describe, expect, it } from 'vitest';
import * as z from 'zod';

import { freshProvider, requestJson } from '../../testing/fresh-provider';

const siteOf = async (provider: ReturnType<typeof freshProvider>) => {
	const response = await requestJson(provider, '/wp-json/jetpack/v4/site');
	const body = z.object({ data: z.string() }).parse(await response.json());
	return z
		.looseObject({ plan: z.looseObject({ product_slug: z.string(), product_name_short: z.string() }) })
		.parse(JSON.parse(body.data));
};

describe('the site’s plan', () => {
	it('is Premium at first, one of the public plans list, which names it in short', async () => {
		const provider = freshProvider();
		expect((await siteOf(provider)).plan).toMatchObject({
			product_slug: 'value_bundle',
			product_name_short: 'Premium',
		});
		const response = await requestJson(provider, '/rest/v1.5/plans');
		const plans = z
			.array(z.looseObject({ product_slug: z.string(), product_name_short: z.string() }))
			.parse(await response.json());
		expect(plans.map(({ product_slug }) => product_slug)).toEqual([
			'free_plan',
			'personal-bundle',
			'value_bundle',
			'business-bundle',
		]);
	});

	it('is what a test puts the site on, with faults on; the switch is absent otherwise', async () => {
		const provider = freshProvider({ faults: true });
		const put = await requestJson(provider, '/wp-json/blockyard-testing/v1/site-plan', {
			method: 'PUT',
			json: { slug: 'free_plan' },
		});
		expect(put.status).toBe(200);
		expect(await put.json()).toMatchObject({ product_slug: 'free_plan', product_name_short: 'Free' });
		expect((await siteOf(provider)).plan.product_slug).toBe('free_plan');
		const wrong = await requestJson(provider, '/wp-json/blockyard-testing/v1/site-plan', {
			method: 'PUT',
			json: { slug: 'gold' },
		});
		expect(wrong.status).toBe(400);

		const closed = await requestJson(freshProvider(), '/wp-json/blockyard-testing/v1/site-plan', {
			method: 'PUT',
			json: { slug: 'free_plan' },
		});
		expect(closed.status).not.toBe(200);
	});
});
