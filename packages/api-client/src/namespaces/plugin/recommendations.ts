import * as z from 'zod/mini';

import type { Api } from '../../api';
import { looseRecordSchema, type LooseRecord } from './shared';

/** `GET recommendations/data`: the recommendations wizard's answers and progress. */
export const recommendationsDataSchema = looseRecordSchema;

/** `POST recommendations/data` and `recommendations/step`: whether it was stored. */
export const recommendationsSavedSchema = z.boolean();

/** `GET recommendations/product-suggestions`. */
export const productSuggestionsSchema = z.array(
	z.looseObject({ product_id: z.number(), slug: z.string(), title: z.string() })
);
export type ProductSuggestions = z.infer<typeof productSuggestionsSchema>;

/** `GET recommendations/upsell`. */
export const upsellSchema = z.looseObject({ hide_upsell: z.boolean() });
export type Upsell = z.infer<typeof upsellSchema>;

/** `GET recommendations/conditional`: the steps that apply to this site. */
export const conditionalRecommendationsSchema = z.array(z.string());

export const pluginRecommendations = {
	data: (api: Api): Promise<LooseRecord> =>
		api.plugin.request('recommendations/data', {
			call: 'pluginRecommendations.data',
			schema: recommendationsDataSchema,
		}),
	saveData: (api: Api, data: LooseRecord): Promise<boolean> =>
		api.plugin.request('recommendations/data', {
			call: 'pluginRecommendations.saveData',
			method: 'post',
			json: { data },
			schema: recommendationsSavedSchema,
		}),
	productSuggestions: (api: Api): Promise<ProductSuggestions> =>
		api.plugin.request('recommendations/product-suggestions', {
			call: 'pluginRecommendations.productSuggestions',
			schema: productSuggestionsSchema,
		}),
	upsell: (api: Api): Promise<Upsell> =>
		api.plugin.request('recommendations/upsell', {
			call: 'pluginRecommendations.upsell',
			schema: upsellSchema,
		}),
	conditional: (api: Api): Promise<string[]> =>
		api.plugin.request('recommendations/conditional', {
			call: 'pluginRecommendations.conditional',
			schema: conditionalRecommendationsSchema,
		}),
	/** Records the step the user reached. */
	saveStep: (api: Api, step: string): Promise<boolean> =>
		api.plugin.request('recommendations/step', {
			call: 'pluginRecommendations.saveStep',
			method: 'post',
			json: { step },
			schema: recommendationsSavedSchema,
		}),
};
