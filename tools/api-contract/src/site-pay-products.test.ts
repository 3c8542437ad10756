import { bindCalls, isApiError, isNotFoundError, payProducts } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { startProviderForTests } from './provider';

const provider = startProviderForTests();

const tea = {
	title: 'Tea',
	content: 'A cup of tea.',
	meta: { spay_currency: 'EUR', spay_email: 'shop@example.test', spay_multiple: false, spay_price: 3.5 },
};

describe('payProducts (jp_pay_product)', () => {
	it('creates a product, reads it back and saves a change', async () => {
		const products = bindCalls(payProducts, provider.api);
		const created = await products.save(tea);
		expect(created).toMatchObject({ title: { raw: 'Tea' }, meta: { spay_price: 3.5 } });

		await expect(products.get(created.id)).resolves.toEqual(created);

		const changed = await products.save({
			...tea,
			id: created.id,
			meta: { ...tea.meta, spay_price: 4 },
		});
		expect(changed.id).toBe(created.id);
		expect((await products.get(created.id)).meta.spay_price).toBe(4);
	});

	it('creates a draft before it has a price or an email, as the block does when it is added', async () => {
		const draft = await payProducts.save(provider.api, {
			title: '',
			status: 'draft',
			meta: { spay_currency: 'USD', spay_email: '', spay_multiple: false, spay_price: 0 },
		});
		expect(draft).toMatchObject({ status: 'draft', meta: { spay_email: '', spay_price: 0 } });
	});

	it('names the rejected field in data.key', async () => {
		const error: unknown = await payProducts
			.save(provider.api, { ...tea, meta: { ...tea.meta, spay_price: 0 } })
			.catch((e: unknown) => e);
		expect(isApiError(error)).toBe(true);
		expect(error).toMatchObject({ status: 400, code: 'rest_invalid_param', data: { key: 'spay_price' } });
	});

	it('answers a missing product with a NotFoundError', async () => {
		const error: unknown = await payProducts.get(provider.api, 999).catch((e: unknown) => e);
		expect(isNotFoundError(error)).toBe(true);
	});
});
