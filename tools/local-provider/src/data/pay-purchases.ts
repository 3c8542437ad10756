import type { Database } from 'better-sqlite3';
import * as z from 'zod';

import { SINGLE_USE_STATE_LIFETIME_MS } from '../http/single-use-state';
import { readOption, updateOption } from './option-json';

/** What buyers paid for at the payment button's stand-in checkout, kept in one option. */
const OPTION = 'jp_pay_purchases';

const purchaseSchema = z.object({
	id: z.number(),
	/** The payment button's product (its `productId`). */
	product_id: z.number(),
	title: z.string(),
	/** The price of one, in the currency's units. */
	amount: z.number(),
	currency: z.string(),
	quantity: z.number(),
	/** `amount` × `quantity`, rounded to the currency's decimals. */
	total: z.number(),
	paid_at: z.string(),
});
export type StoredPurchase = z.output<typeof purchaseSchema>;

const stateSchema = z.object({
	purchases: z.array(purchaseSchema),
	/** The checkout states already paid with, while they could still be sent. */
	spent_states: z.array(z.object({ id: z.string(), at: z.number() })),
});
const initial = (): z.output<typeof stateSchema> => ({ purchases: [], spent_states: [] });

/** The most purchases kept: the oldest go first past it. */
export const PURCHASES_MAX = 1000;

/** Every purchase, oldest first; those of one product when `productId` is given. */
export function listPurchases(db: Database, productId?: number): StoredPurchase[] {
	const { purchases } = readOption(db, OPTION, stateSchema, initial);
	return productId === undefined ? purchases : purchases.filter((p) => p.product_id === productId);
}

/**
 * Records a purchase paid with the checkout page's single-use `stateId`, and answers it;
 * `undefined` when that state was paid with already (a replay records nothing).
 */
export function addPurchase(
	db: Database,
	purchase: Omit<StoredPurchase, 'id' | 'paid_at'>,
	stateId: string,
	now = Date.now()
): StoredPurchase | undefined {
	let added: StoredPurchase | undefined;
	updateOption(db, OPTION, stateSchema, initial, (state) => {
		const spent = state.spent_states.filter((entry) => now - entry.at < SINGLE_USE_STATE_LIFETIME_MS);
		if (spent.some((entry) => entry.id === stateId)) {
			return state;
		}
		const id = Math.max(0, ...state.purchases.map((entry) => entry.id)) + 1;
		added = { ...purchase, id, paid_at: new Date(now).toISOString() };
		return {
			purchases: [...state.purchases, added].slice(-PURCHASES_MAX),
			spent_states: [...spent, { id: stateId, at: now }],
		};
	});
	return added;
}
