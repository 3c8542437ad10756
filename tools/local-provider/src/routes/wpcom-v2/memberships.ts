import type { MembershipProduct, MembershipsStatus } from '@blockyard/api-client';
import type { Hono } from 'hono';
import * as z from 'zod';

import { addProducts, donationProducts, getMemberships, productJson } from '../../data/memberships';
import { readJsonBody } from '../../http/read-json-body';
import { readQuery } from '../../http/read-query';
import { requestOrigin } from '../../http/request-origin';
import { RestError } from '../../http/rest-error';
import { currencyProblem, minimumOf, priceProblem, refuseMoney } from '../../payments/money-rules';
import { mountDonationCheckout } from './memberships-checkout';
import { mountStripeConnect } from './memberships-connect';
import { REST_PREFIX, type RouteContext } from '../route-context';

export const MEMBERSHIPS = `${REST_PREFIX}/wpcom/v2/memberships`;

/** Checked against the money contract's currencies after the shape (`src/payments/money-rules.ts`). */
const CURRENCY = z.string().max(16);

const statusQuerySchema = z.object({
	source: z.enum(['gutenberg', 'gutenberg-wpcom']).optional(),
	type: z.enum(['donation', 'all']).optional(),
	is_editable: z.enum(['true', 'false', '1', '0']).optional(),
});

const donationBodySchema = z.object({
	type: z.literal('donation'),
	currency: CURRENCY,
	is_editable: z.boolean().optional(),
});

const productBodySchema = z.object({
	title: z.string().min(1).max(200),
	price: z.number(),
	currency: CURRENCY,
	interval: z.enum(['one-time', '1 month', '1 year']),
	description: z.string().max(2000).optional(),
});

/**
 * `wpcom/v2/memberships`: the payment account's status and products (state in the
 * `hosted_memberships` option). A product's currency and price, and a donation's currency, are
 * held to the payment blocks' rules (the money contract): a refusal is 400 `rest_invalid_param`
 * with the block's message and the field in `data.key`. Donation tiers start at the currency's
 * minimum charge.
 */
export function mountWpcomV2Memberships(app: Hono, context: RouteContext): void {
	const { db } = context;
	app.get(`${MEMBERSHIPS}/status`, (c) => {
		const query = readQuery(c, statusQuerySchema);
		const state = getMemberships(db);
		if (state.status_failing === true) {
			throw new RestError(
				'memberships_status_failed',
				'The payment status could not be read (a test switched it off).',
				502
			);
		}
		const editable =
			query.is_editable === undefined ? undefined : ['true', '1'].includes(query.is_editable);
		const products = state.products.filter(
			(product) =>
				(query.type !== 'donation' || product.type === 'donation') &&
				(editable === undefined || product.is_editable === editable)
		);
		const host = new URL(requestOrigin(c)).host;
		const status: MembershipsStatus = {
			site_slug: host,
			connected_account_id: state.account?.id ?? null,
			connected_account_default_currency: state.account?.currency ?? null,
			products: products.map(productJson),
			...(state.account ? {} : { connect_url: `${requestOrigin(c)}${MEMBERSHIPS}/connect` }),
		};
		return c.json(status);
	});

	app.post(`${MEMBERSHIPS}/products`, async (c) => {
		const body = await readJsonBody(c, donationBodySchema);
		refuseMoney([['currency', currencyProblem(body.currency, 'donation')]]);
		const added = addProducts(db, donationProducts(body.currency, minimumOf(body.currency)));
		return c.json({ products: added.map(productJson) });
	});

	app.post(`${MEMBERSHIPS}/product`, async (c) => {
		const body = await readJsonBody(c, productBodySchema);
		refuseMoney([
			['currency', currencyProblem(body.currency, 'donation')],
			[
				'price',
				priceProblem(body.price, body.currency, {
					minimum: { amount: minimumOf(body.currency), says: 'price' },
				}),
			],
		]);
		const [added] = addProducts(db, [
			{ ...body, description: body.description ?? '', type: null, is_editable: true },
		]);
		if (!added) {
			throw new Error('The new product could not be read back.');
		}
		return c.json(productJson(added) satisfies MembershipProduct);
	});

	mountDonationCheckout(app, `${MEMBERSHIPS}/checkout`, context);
	mountStripeConnect(app, `${MEMBERSHIPS}/connect`, context);
}
