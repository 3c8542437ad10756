import * as z from 'zod/mini';

import type { Transport } from '../../transport';

/** A product of the site's payment account (plans, donation tiers). */
export const membershipProductSchema = z.looseObject({
	id: z.number(),
	title: z.optional(z.string()),
	currency: z.string(),
	price: z.optional(z.number()),
	/** `one-time`, `1 month`, `1 year`. */
	interval: z.string(),
	/** `donation` for donation tiers; other products have none. */
	type: z.optional(z.nullable(z.string())),
});
export type MembershipProduct = z.infer<typeof membershipProductSchema>;

/** `GET wpcom/v2/memberships/status`: the payment connection and the site's products. */
export const membershipsStatusSchema = z.looseObject({
	/** Present while the site has no payment account connected. */
	connect_url: z.optional(z.string()),
	site_slug: z.optional(z.string()),
	connected_account_id: z.optional(z.nullable(z.string())),
	connected_account_default_currency: z.optional(z.nullable(z.string())),
	products: z.array(membershipProductSchema),
	/** Present when the platform could not answer the whole status. */
	errors: z.optional(z.unknown()),
});
export type MembershipsStatus = z.infer<typeof membershipsStatusSchema>;

/** `POST wpcom/v2/memberships/products`: the created products (the answer's fields are not specified; we type `products`). */
export const createdProductsSchema = z.looseObject({
	products: z.optional(z.array(membershipProductSchema)),
});
export type CreatedProducts = z.infer<typeof createdProductsSchema>;

export interface MembershipsStatusQuery {
	readonly source: 'gutenberg' | 'gutenberg-wpcom';
	/** `donation` (donations block) or `all` (plans). */
	readonly type: 'donation' | 'all';
	readonly isEditable: boolean;
}

export interface NewMembershipProduct {
	readonly title: string;
	readonly price: number;
	readonly currency: string;
	readonly interval: string;
	readonly description?: string;
}

export function membershipsCalls(transport: Transport) {
	return {
		/**
		 * @example
		 * const status = await client.hosted.memberships.status({ source: 'gutenberg', type: 'donation', isEditable: false });
		 */
		status: (query: MembershipsStatusQuery, signal?: AbortSignal): Promise<MembershipsStatus> =>
			transport.request('memberships/status', {
				call: 'memberships.status',
				searchParams: { source: query.source, type: query.type, is_editable: query.isEditable },
				schema: membershipsStatusSchema,
				signal,
			}),
		/** Creates the donation products (one-time, monthly, yearly) in `currency`. */
		createDonationProducts: (currency: string): Promise<CreatedProducts> =>
			transport.request('memberships/products', {
				call: 'memberships.createDonationProducts',
				method: 'post',
				json: { type: 'donation', currency, is_editable: false },
				schema: createdProductsSchema,
			}),
		/** Creates one plan (payment button, paid content). */
		createProduct: (product: NewMembershipProduct): Promise<MembershipProduct> =>
			transport.request('memberships/product', {
				call: 'memberships.createProduct',
				method: 'post',
				json: product,
				schema: membershipProductSchema,
			}),
	};
}
