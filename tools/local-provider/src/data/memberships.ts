import type { MembershipProduct } from '@blockyard/api-client';
import type { Database } from 'better-sqlite3';
import * as z from 'zod';

import { SINGLE_USE_STATE_LIFETIME_MS } from '../http/single-use-state';
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

/** A donation a visitor paid at the stand-in checkout. */
const donationSchema = z.object({
	id: z.number(),
	product_id: z.number(),
	amount: z.number(),
	currency: z.string(),
	interval: z.string(),
	paid_at: z.string(),
});
export type StoredDonation = z.infer<typeof donationSchema>;

const stateSchema = z.object({
	/** The payment account; `null` until the site connects one. */
	account: z.object({ id: z.string(), currency: z.string() }).nullable(),
	products: z.array(productSchema),
	/** A test's switch: the status answers 500 (see the testing routes). */
	status_failing: z.boolean().optional(),
	/** What visitors gave through the stand-in checkout, oldest first. */
	donations: z.array(donationSchema).optional(),
	/** The checkout states already paid with (`src/http/single-use-state.ts`), while they could still be sent. */
	spent_states: z.array(z.object({ id: z.string(), at: z.number() })).optional(),
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

/** The test account a site connects (and a fresh site has). */
const TEST_ACCOUNT = { id: 'acct_local_test', currency: 'USD' } as const;

/**
 * A test's switches: `connected` connects the test account or removes it (the products stay);
 * `failing` makes the status answer 502. Answers both as they now are.
 */
export function setMembershipsTesting(
	db: Database,
	change: { readonly connected?: boolean; readonly failing?: boolean }
): { connected: boolean; failing: boolean } {
	const state = updateOption(db, OPTION, stateSchema, initial, (current) => ({
		...current,
		...(change.connected === undefined ? {} : { account: change.connected ? { ...TEST_ACCOUNT } : null }),
		...(change.failing === undefined ? {} : { status_failing: change.failing }),
	}));
	return { connected: state.account !== null, failing: state.status_failing === true };
}

/** The most donations kept: the oldest go first past it. */
export const DONATIONS_MAX = 1000;

/**
 * Records a donation paid at the stand-in checkout with the page's single-use `stateId`, and
 * answers it; `undefined` when that state was paid with already (a replay records nothing).
 * Spent states are kept as long as they could be sent.
 */
export function addDonation(
	db: Database,
	donation: Omit<StoredDonation, 'id' | 'paid_at'>,
	stateId: string,
	now = Date.now()
): StoredDonation | undefined {
	let added: StoredDonation | undefined;
	updateOption(db, OPTION, stateSchema, initial, (state) => {
		const spent = (state.spent_states ?? []).filter(
			(entry) => now - entry.at < SINGLE_USE_STATE_LIFETIME_MS
		);
		if (spent.some((entry) => entry.id === stateId)) {
			return state;
		}
		const donations = state.donations ?? [];
		const id = Math.max(0, ...donations.map((entry) => entry.id)) + 1;
		added = { ...donation, id, paid_at: new Date(now).toISOString() };
		return {
			...state,
			donations: [...donations, added].slice(-DONATIONS_MAX),
			spent_states: [...spent, { id: stateId, at: now }],
		};
	});
	return added;
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
