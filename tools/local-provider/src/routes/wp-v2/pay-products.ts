import type { Context, Hono } from 'hono';
import * as z from 'zod';

import { getPayProduct, savePayProduct } from '../../data/pay-products';
import { numericId } from '../../http/numeric-id';
import { readJsonBody } from '../../http/read-json-body';
import { RestError } from '../../http/rest-error';
import { currencyProblem, priceProblem } from '../../payments/money-rules';
import { mountPayProductsCheckout } from '../pay-products/checkout';
import { REST_PREFIX, type RouteContext } from '../route-context';

const PATH = `${REST_PREFIX}/wp/v2/jp_pay_product`;

const bodySchema = z.object({
	title: z.string(),
	content: z.string().default(''),
	featured_media: z.number().int().nonnegative().default(0),
	status: z.enum(['publish', 'draft']).default('publish'),
	meta: z.object({
		spay_currency: z.string(),
		spay_email: z.string(),
		spay_multiple: z.boolean().default(false),
		spay_price: z.number(),
	}),
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The field the payment button should point at, as the real endpoint names it in `data.key`,
 * with the block's message (the money contract's, for the currency and the price). A draft may
 * be unfinished (the block creates it as soon as it is added): no price yet (0) and no email
 * yet (''); what it has must still be right. A published product needs both.
 */
function invalidField(body: z.output<typeof bodySchema>): { key: string; message: string } | undefined {
	const { meta, status } = body;
	const draft = status === 'draft';
	const currency = currencyProblem(meta.spay_currency, 'paymentButton');
	if (currency !== undefined) {
		return { key: 'spay_currency', message: currency };
	}
	const price =
		draft && meta.spay_price === 0 ? undefined : priceProblem(meta.spay_price, meta.spay_currency);
	if (price !== undefined) {
		return { key: 'spay_price', message: price };
	}
	if (!EMAIL.test(meta.spay_email) && !(draft && meta.spay_email === '')) {
		return { key: 'spay_email', message: 'Invalid email address.' };
	}
	return undefined;
}

/**
 * `wp/v2/jp_pay_product`: the payment button's products; with them, the provider's stand-in
 * checkout where visitors buy one and the seller's list of purchases (../pay-products/checkout.ts).
 */
export function mountWpV2PayProducts(app: Hono, context: RouteContext): void {
	const { db } = context;
	mountPayProductsCheckout(app, context);
	const save = async (c: Context, id?: number) => {
		const body = await readJsonBody(c, bodySchema);
		const invalid = invalidField(body);
		if (invalid) {
			throw new RestError('rest_invalid_param', invalid.message, 400, { key: invalid.key });
		}
		const product = savePayProduct(db, body, id);
		if (!product) {
			throw new RestError('rest_post_invalid_id', 'Invalid post ID.', 404);
		}
		return c.json(product, id === undefined ? 201 : 200);
	};

	app.post(PATH, (c) => save(c));
	app.post(`${PATH}/:id`, (c) => {
		const id = numericId(c);
		if (id === undefined) {
			throw new RestError('rest_post_invalid_id', 'Invalid post ID.', 404);
		}
		return save(c, id);
	});
	app.get(`${PATH}/:id`, (c) => {
		const id = numericId(c);
		const product = id === undefined ? undefined : getPayProduct(db, id);
		if (!product) {
			throw new RestError('rest_post_invalid_id', 'Invalid post ID.', 404);
		}
		return c.json(product);
	});
}
