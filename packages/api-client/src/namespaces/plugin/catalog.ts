import * as z from 'zod/mini';

import type { Transport } from '../../transport';
import { jsonDataEnvelope, type JsonEnvelope } from './shared';

/** `GET plans`: the plans on offer. */
export const plansSchema = z.array(z.looseObject({ product_slug: z.string(), product_name: z.string() }));
export type Plans = z.infer<typeof plansSchema>;

/** `GET products`: the products on offer, by slug. */
export const productsSchema = z.record(
	z.string(),
	z.looseObject({ product_slug: z.string(), title: z.optional(z.string()) })
);
export type Products = z.infer<typeof productsSchema>;

/** `GET intro-offers`: introductory prices. */
export const introOffersSchema = z.array(z.looseObject({ product_id: z.number(), product_slug: z.string() }));
export type IntroOffers = z.infer<typeof introOffersSchema>;

/** The state of a backup or scan service (inside the JSON string of `rewind` and `scan`). */
export const serviceStateSchema = z.looseObject({ state: z.string() });
export type ServiceState = z.infer<typeof serviceStateSchema>;

/** `GET rewind`. */
export const rewindSchema = jsonDataEnvelope(serviceStateSchema);
/** `GET scan`. */
export const scanSchema = jsonDataEnvelope(serviceStateSchema);

export function catalogCalls(transport: Transport) {
	return {
		plans: (): Promise<Plans> =>
			transport.request('plans', { call: 'catalog.plans', schema: plansSchema }),
		products: (): Promise<Products> =>
			transport.request('products', { call: 'catalog.products', schema: productsSchema }),
		introOffers: (): Promise<IntroOffers> =>
			transport.request('intro-offers', { call: 'catalog.introOffers', schema: introOffersSchema }),
		rewind: (): Promise<JsonEnvelope<ServiceState>> =>
			transport.request('rewind', { call: 'catalog.rewind', schema: rewindSchema }),
		scan: (): Promise<JsonEnvelope<ServiceState>> =>
			transport.request('scan', { call: 'catalog.scan', schema: scanSchema }),
	};
}
