import * as z from 'zod/mini';

import type { Transport } from '../transport';

/** The payment button's product, a `jp_pay_product` post. */
export const payProductSchema = z.looseObject({
	id: z.number(),
	status: z.string(),
	title: z.object({ raw: z.string() }),
	content: z.object({ raw: z.string() }),
	featured_media: z.number(),
	meta: z.looseObject({
		spay_currency: z.string(),
		spay_email: z.string(),
		spay_multiple: z.boolean(),
		spay_price: z.number(),
	}),
});
export type PayProduct = z.infer<typeof payProductSchema>;

export interface PayProductInput {
	/** Leave out to create a product. */
	readonly id?: number;
	readonly title: string;
	readonly content?: string;
	readonly featured_media?: number;
	readonly status?: 'publish' | 'draft';
	readonly meta: {
		readonly spay_currency: string;
		readonly spay_email: string;
		readonly spay_multiple: boolean;
		readonly spay_price: number;
	};
}

const PATH = 'wp/v2/jp_pay_product';

export function payProductsCalls(transport: Transport) {
	return {
		/**
		 * Creates the product (no `id`) or saves it; the answer's `id` becomes the block's
		 * `productId`. A rejected field comes back as an `ApiError` whose `data.key` names it.
		 *
		 * @example
		 * const { id } = await client.payProducts.save({ title: 'Tea', meta: { spay_currency: 'EUR', spay_email: 'a@b.c', spay_multiple: false, spay_price: 3 } });
		 */
		save: ({ id, ...product }: PayProductInput): Promise<PayProduct> =>
			transport.request(id === undefined ? PATH : `${PATH}/${id}`, {
				call: 'payProducts.save',
				method: 'post',
				searchParams: { context: 'edit' },
				json: { status: 'publish', ...product },
				schema: payProductSchema,
			}),
		get: (id: number, signal?: AbortSignal): Promise<PayProduct> =>
			transport.request(`${PATH}/${id}`, {
				call: 'payProducts.get',
				searchParams: { context: 'edit' },
				schema: payProductSchema,
				signal,
			}),
	};
}
