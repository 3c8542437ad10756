import type { PayProduct } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { changedFields, fieldsOfProduct, productInput } from './stored-product';
import type { PaymentButtonAttributes } from './types';

const attributes: PaymentButtonAttributes = {
	currency: 'EUR',
	content: 'A stoneware mug.',
	email: ' shop@example.com ',
	featuredMediaId: 12,
	featuredMediaUrl: 'https://example.com/mug.jpg',
	featuredMediaTitle: 'Mug',
	multiple: true,
	postLinkText: 'Click here to purchase.',
	price: 24.5,
	title: 'Mug',
};

describe('productInput', () => {
	it('creates a draft from a new block, with no price yet as 0', () => {
		expect(productInput({ ...attributes, price: undefined }, 'draft')).toEqual({
			title: 'Mug',
			content: 'A stoneware mug.',
			featured_media: 12,
			status: 'draft',
			meta: {
				spay_currency: 'EUR',
				spay_email: 'shop@example.com',
				spay_multiple: true,
				spay_price: 0,
			},
		});
	});

	it('publishes the stored product under its id', () => {
		expect(productInput({ ...attributes, productId: 7 }, 'publish')).toMatchObject({
			id: 7,
			status: 'publish',
			meta: { spay_price: 24.5 },
		});
	});
});

describe('fieldsOfProduct', () => {
	it('gives the block its fields back', () => {
		const product: PayProduct = {
			id: 7,
			status: 'publish',
			title: { raw: 'Mug' },
			content: { raw: 'A stoneware mug.' },
			featured_media: 12,
			meta: {
				spay_currency: 'JPY',
				spay_email: 'shop@example.com',
				spay_multiple: false,
				spay_price: 1200,
			},
		};
		expect(fieldsOfProduct(product)).toEqual({
			title: 'Mug',
			content: 'A stoneware mug.',
			currency: 'JPY',
			email: 'shop@example.com',
			multiple: false,
			price: 1200,
			featuredMediaId: 12,
		});
		expect(
			fieldsOfProduct({ ...product, meta: { ...product.meta, spay_price: 0 } }).price
		).toBeUndefined();
	});
});

describe('changedFields', () => {
	it('keeps only what differs', () => {
		expect(changedFields(attributes, { title: 'Mug', price: 30, multiple: true })).toEqual({ price: 30 });
	});
});
