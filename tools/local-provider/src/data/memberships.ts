import type { MembershipProduct } from '@blockyard/api-client';
import type { Database } from 'better-sqlite3';
import * as z from 'zod';

import { readOption, updateOption } from './option-json';

const OPTION = 'hosted_memberships';

const productSchema = z.object({
	id: z.number(),
	title: z.string(),
	description: z.string(),
	currency: z.string(),
	price: z.number(),
	interval: z.string(),
	type: z.string().nullable(),
	is_editable: z.boolean(),
});
export type StoredProduct = z.infer<typeof productSchema>;

const stateSchema = z.object({
	/** The payment account; `null` until the site connects one. */
	account: z.object({ id: z.string(), currency: z.string() }).nullable(),
	products: z.array(productSchema),
});
export type MembershipsState = z.infer<typeof stateSchema>;

/** A fresh site has a connected test account in USD and no products yet. */
const initial = (): MembershipsState => ({
	account: { id: 'acct_local_test', currency: 'USD' },
	products: [],
});

export function getMemberships(db: Database): MembershipsState {
	return readOption(db, OPTION, stateSchema, initial);
}

export function productJson(product: StoredProduct): MembershipProduct {
	return {
		id: product.id,
		title: product.title,
		description: product.description,
		currency: product.currency,
		price: product.price,
		interval: product.interval,
		type: product.type,
		is_editable: product.is_editable,
	};
}

export type NewProduct = Omit<StoredProduct, 'id'>;

/** Adds the products with the next ids and answers them. */
export function addProducts(db: Database, products: readonly NewProduct[]): StoredProduct[] {
	const added: StoredProduct[] = [];
	updateOption(db, OPTION, stateSchema, initial, (state) => {
		let next = Math.max(0, ...state.products.map((product) => product.id)) + 1;
		for (const product of products) {
			added.push({ ...product, id: next++ });
		}
		return { ...state, products: [...state.products, ...added] };
	});
	return added;
}

/** The donation tiers the platform creates for a currency: one-time, monthly, yearly. */
export function donationProducts(currency: string, minimum: number): NewProduct[] {
	return [
		{ interval: 'one-time', title: 'One-time donation' },
		{ interval: '1 month', title: 'Monthly donation' },
		{ interval: '1 year', title: 'Yearly donation' },
	].map(({ interval, title }) => ({
		title,
		description: '',
		currency,
		price: minimum,
		interval,
		type: 'donation',
		is_editable: false,
	}));
}
