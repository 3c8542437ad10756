import type { PayProduct } from '@blockyard/api-client';
import type { Database } from 'better-sqlite3';
import * as z from 'zod';

import { readOption, updateOption } from './option-json';

/** The payment button's products (`jp_pay_product` posts), kept in one option. */
const OPTION = 'jp_pay_products';

const storedSchema = z.array(
	z.object({
		id: z.number(),
		status: z.string(),
		title: z.string(),
		content: z.string(),
		featured_media: z.number(),
		meta: z.object({
			spay_currency: z.string(),
			spay_email: z.string(),
			spay_multiple: z.boolean(),
			spay_price: z.number(),
		}),
	})
);
type Stored = z.output<typeof storedSchema>[number];
export type PayProductFields = Omit<Stored, 'id'>;

const toJson = (product: Stored): PayProduct => ({
	...product,
	title: { raw: product.title },
	content: { raw: product.content },
});

export function getPayProduct(db: Database, id: number): PayProduct | undefined {
	const product = readOption(db, OPTION, storedSchema, () => []).find((p) => p.id === id);
	return product && toJson(product);
}

/** Creates the product (no `id`) or replaces it; `undefined` when `id` names none. */
export function savePayProduct(db: Database, fields: PayProductFields, id?: number): PayProduct | undefined {
	let saved: Stored | undefined;
	updateOption(
		db,
		OPTION,
		storedSchema,
		() => [],
		(products) => {
			if (id === undefined) {
				saved = { id: Math.max(0, ...products.map((p) => p.id)) + 1, ...fields };
				return [...products, saved];
			}
			if (!products.some((p) => p.id === id)) {
				return products;
			}
			saved = { id, ...fields };
			return products.map((p) => (p.id === id ? (saved as Stored) : p));
		}
	);
	return saved && toJson(saved);
}
