import * as z from 'zod/mini';

import type { Transport } from '../../transport';
import { jsonDataEnvelope, type JsonEnvelope, looseRecordSchema, type LooseRecord } from './shared';

/** The site as the hosted platform knows it (inside `GET site`'s JSON string). */
export const siteInfoSchema = z.looseObject({
	ID: z.number(),
	name: z.string(),
	URL: z.string(),
	plan: z.looseObject({ product_slug: z.string() }),
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

export function siteCalls(transport: Transport) {
	return {
		get: (): Promise<JsonEnvelope<SiteInfo>> =>
			transport.request('site', { call: 'site.get', schema: siteSchema }),
		features: (): Promise<JsonEnvelope<SiteFeatures>> =>
			transport.request('site/features', { call: 'site.features', schema: siteFeaturesSchema }),
		products: (): Promise<SiteProducts> =>
			transport.request('site/products', { call: 'site.products', schema: siteProductsSchema }),
		purchases: (): Promise<JsonEnvelope<Purchase[]>> =>
			transport.request('site/purchases', { call: 'site.purchases', schema: sitePurchasesSchema }),
		benefits: (): Promise<JsonEnvelope<LooseRecord>> =>
			transport.request('site/benefits', { call: 'site.benefits', schema: siteBenefitsSchema }),
		discount: (): Promise<LooseRecord> =>
			transport.request('site/discount', { call: 'site.discount', schema: siteDiscountSchema }),
		backupUndoEvent: (): Promise<LooseRecord> =>
			transport.request('site/backup/undo-event', {
				call: 'site.backupUndoEvent',
				schema: undoEventSchema,
			}),
	};
}
