import { moneyMessage, payProductSchema } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { bodyOf, freshProvider, requestJson, restErrorSchema } from '../../testing/fresh-provider';

const PATH = '/wp-json/wp/v2/jp_pay_product';
const mug = {
	title: 'Mug',
	content: 'A stoneware mug.',
	featured_media: 0,
	status: 'publish',
	meta: { spay_currency: 'USD', spay_email: 'shop@example.com', spay_multiple: false, spay_price: 24 },
};

describe('wp/v2/jp_pay_product', () => {
	it('creates a draft that is not finished yet, then publishes it under the same id', async () => {
		const provider = freshProvider();
		const draft = await bodyOf(
			await requestJson(provider, PATH, {
				method: 'POST',
				json: {
					...mug,
					title: '',
					status: 'draft',
					meta: { ...mug.meta, spay_email: '', spay_price: 0 },
				},
			}),
			payProductSchema
		);
		expect(draft).toMatchObject({ status: 'draft', meta: { spay_email: '', spay_price: 0 } });

		const published = await bodyOf(
			await requestJson(provider, `${PATH}/${draft.id}`, { method: 'POST', json: mug }),
			payProductSchema
		);
		expect(published).toMatchObject({ id: draft.id, status: 'publish', title: { raw: 'Mug' } });
		expect(await bodyOf(await requestJson(provider, `${PATH}/${draft.id}`), payProductSchema)).toEqual(
			published
		);
	});

	it.each([
		['an email that is not one', { spay_email: 'shop@' }, 'spay_email'],
		['no email', { spay_email: '' }, 'spay_email'],
		['a negative price', { spay_price: -5 }, 'spay_price'],
		['no price', { spay_price: 0 }, 'spay_price'],
		['a currency that is not a code', { spay_currency: 'dollars' }, 'spay_currency'],
	])('refuses a product with %s, naming the field in data.key', async (_, meta, key) => {
		const provider = freshProvider();
		const response = await requestJson(provider, PATH, {
			method: 'POST',
			json: { ...mug, meta: { ...mug.meta, ...meta } },
		});
		expect(response.status).toBe(400);
		const error = await bodyOf(response, restErrorSchema);
		expect(error).toMatchObject({ code: 'rest_invalid_param', data: { status: 400, key } });
	});

	it.each([
		[
			'a price past the maximum',
			{ spay_price: 1e308 },
			'spay_price',
			moneyMessage('aboveMaximum', { maximum: '$1,000,000.00' }),
		],
		[
			'more decimals than the currency has',
			{ spay_price: 1e-9 },
			'spay_price',
			moneyMessage('tooManyDecimals', { decimals: 2 }),
		],
		[
			'decimals in a currency without',
			{ spay_price: 10.5, spay_currency: 'JPY' },
			'spay_price',
			moneyMessage('noDecimals'),
		],
		['a negative price', { spay_price: -5 }, 'spay_price', moneyMessage('negativePrice')],
		[
			'a currency the button does not offer',
			{ spay_currency: 'ZZZ' },
			'spay_currency',
			moneyMessage('chooseCurrency'),
		],
	])('refuses %s with the payment button’s own message', async (_, meta, key, message) => {
		const provider = freshProvider();
		const response = await requestJson(provider, PATH, {
			method: 'POST',
			json: { ...mug, meta: { ...mug.meta, ...meta } },
		});
		expect(response.status).toBe(400);
		expect(await bodyOf(response, restErrorSchema)).toMatchObject({ message, data: { key } });
	});

	it('refuses a draft whose email or price is wrong, not merely missing', async () => {
		const provider = freshProvider();
		for (const [meta, key] of [
			[{ spay_email: 'shop@' }, 'spay_email'],
			[{ spay_price: -1 }, 'spay_price'],
		] as const) {
			const response = await requestJson(provider, PATH, {
				method: 'POST',
				json: { ...mug, status: 'draft', meta: { ...mug.meta, ...meta } },
			});
			expect((await bodyOf(response, restErrorSchema)).data).toMatchObject({ key });
		}
	});

	it('answers a product it does not have with 404', async () => {
		const provider = freshProvider();
		expect((await requestJson(provider, `${PATH}/99`)).status).toBe(404);
		expect((await requestJson(provider, `${PATH}/99`, { method: 'POST', json: mug })).status).toBe(404);
	});
});
