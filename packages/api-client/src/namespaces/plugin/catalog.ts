import * as z from 'zod/mini';

import type { Api } from '../../api';
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

export const pluginCatalog = {
	plans: (api: Api): Promise<Plans> =>
		api.plugin.request('plans', { call: 'pluginCatalog.plans', schema: plansSchema }),
	products: (api: Api): Promise<Products> =>
		api.plugin.request('products', { call: 'pluginCatalog.products', schema: productsSchema }),
	introOffers: (api: Api): Promise<IntroOffers> =>
		api.plugin.request('intro-offers', { call: 'pluginCatalog.introOffers', schema: introOffersSchema }),
	rewind: (api: Api): Promise<JsonEnvelope<ServiceState>> =>
		api.plugin.request('rewind', { call: 'pluginCatalog.rewind', schema: rewindSchema }),
	scan: (api: Api): Promise<JsonEnvelope<ServiceState>> =>
		api.plugin.request('scan', { call: 'pluginCatalog.scan', schema: scanSchema }),
};
