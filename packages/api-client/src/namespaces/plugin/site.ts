import * as z from 'zod/mini';

import type { Api } from '../../api';
import { jsonDataEnvelope, type JsonEnvelope, looseRecordSchema, type LooseRecord } from './shared';

/** The site as the hosted platform knows it (inside `GET site`'s JSON string). */
export const siteInfoSchema = z.looseObject({
	ID: z.number(),
	name: z.string(),
	URL: z.string(),
	/** The site's plan: its slug and, when the platform gives it, its short name ('Premium'). */
	plan: z.looseObject({ product_slug: z.string(), product_name_short: z.optional(z.string()) }),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
export const siteSchema = jsonDataEnvelope(siteInfoSchema);

/** Features of the site's plan (inside `GET site/features`'s JSON string). */
export const siteFeaturesInfoSchema = z.looseObject({
	active: z.array(z.string()),
	available: z.record(z.string(), z.array(z.string())),
});
export type SiteFeatures = z.infer<typeof siteFeaturesInfoSchema>;
export const siteFeaturesSchema = jsonDataEnvelope(siteFeaturesInfoSchema);

/** One purchase (inside `GET site/purchases`'s JSON string). */
export const purchaseSchema = z.looseObject({ product_slug: z.string() });
export type Purchase = z.infer<typeof purchaseSchema>;
export const sitePurchasesSchema = jsonDataEnvelope(z.array(purchaseSchema));

/** What the site gained from its products (inside `GET site/benefits`'s JSON string). */
export const siteBenefitsSchema = jsonDataEnvelope(looseRecordSchema);

/** `GET site/products`: the products the site can buy, by slug. */
export const siteProductsSchema = z.record(z.string(), z.looseObject({ product_slug: z.string() }));
export type SiteProducts = z.infer<typeof siteProductsSchema>;

/** `GET site/discount`: the current discount offered, if any. */
export const siteDiscountSchema = looseRecordSchema;

/** `GET site/backup/undo-event`: the last event a backup can undo. */
export const undoEventSchema = looseRecordSchema;

export const pluginSite = {
	get: (api: Api): Promise<JsonEnvelope<SiteInfo>> =>
		api.plugin.request('site', { call: 'pluginSite.get', schema: siteSchema }),
	features: (api: Api): Promise<JsonEnvelope<SiteFeatures>> =>
		api.plugin.request('site/features', { call: 'pluginSite.features', schema: siteFeaturesSchema }),
	products: (api: Api): Promise<SiteProducts> =>
		api.plugin.request('site/products', { call: 'pluginSite.products', schema: siteProductsSchema }),
	purchases: (api: Api): Promise<JsonEnvelope<Purchase[]>> =>
		api.plugin.request('site/purchases', { call: 'pluginSite.purchases', schema: sitePurchasesSchema }),
	benefits: (api: Api): Promise<JsonEnvelope<LooseRecord>> =>
		api.plugin.request('site/benefits', { call: 'pluginSite.benefits', schema: siteBenefitsSchema }),
	discount: (api: Api): Promise<LooseRecord> =>
		api.plugin.request('site/discount', { call: 'pluginSite.discount', schema: siteDiscountSchema }),
	backupUndoEvent: (api: Api): Promise<LooseRecord> =>
		api.plugin.request('site/backup/undo-event', {
			call: 'pluginSite.backupUndoEvent',
			schema: undoEventSchema,
		}),
};
