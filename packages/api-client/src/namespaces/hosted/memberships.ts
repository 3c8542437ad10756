import * as z from 'zod/mini';

import type { Api } from '../../api';

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

/** `POST wpcom/v2/memberships/products`: the created products (only `products` is typed). */
export const createdProductsSchema = z.looseObject({
	products: z.optional(z.array(membershipProductSchema)),
});
export type CreatedProducts = z.infer<typeof createdProductsSchema>;

export interface MembershipsStatusQuery {
	readonly source: 'gutenberg' | 'gutenberg-wpcom';
	/** `donation` (donations block) or `all` (plans). */
	readonly type: 'donation' | 'all';
	/** Only the products an author may edit (`true`), only the others (`false`); every product when left out. */
	readonly isEditable?: boolean;
}

export interface NewMembershipProduct {
	readonly title: string;
	readonly price: number;
	readonly currency: string;
	readonly interval: string;
	readonly description?: string;
}

export const hostedMemberships = {
	/**
	 * @example
	 * const status = await hostedMemberships.status(api, { source: 'gutenberg', type: 'donation', isEditable: false });
	 */
	status: (api: Api, query: MembershipsStatusQuery, signal?: AbortSignal): Promise<MembershipsStatus> =>
		api.hosted.request('memberships/status', {
			call: 'hostedMemberships.status',
			searchParams: {
				source: query.source,
				type: query.type,
				...(query.isEditable === undefined ? {} : { is_editable: query.isEditable }),
			},
			schema: membershipsStatusSchema,
			signal,
		}),
	/** Creates the donation products (one-time, monthly, yearly) in `currency`. */
	createDonationProducts: (api: Api, currency: string): Promise<CreatedProducts> =>
		api.hosted.request('memberships/products', {
			call: 'hostedMemberships.createDonationProducts',
			method: 'post',
			json: { type: 'donation', currency, is_editable: false },
			schema: createdProductsSchema,
		}),
	/** Creates one plan (payment button, paid content). */
	createProduct: (api: Api, product: NewMembershipProduct): Promise<MembershipProduct> =>
		api.hosted.request('memberships/product', {
			call: 'hostedMemberships.createProduct',
			method: 'post',
			json: product,
			schema: membershipProductSchema,
		}),
};
