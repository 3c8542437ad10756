import * as z from 'zod/mini';

import type { Transport } from '../../transport';
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

export function recommendationsCalls(transport: Transport) {
	return {
		data: (): Promise<LooseRecord> =>
			transport.request('recommendations/data', {
				call: 'recommendations.data',
				schema: recommendationsDataSchema,
			}),
		saveData: (data: LooseRecord): Promise<boolean> =>
			transport.request('recommendations/data', {
				call: 'recommendations.saveData',
				method: 'post',
				json: { data },
				schema: recommendationsSavedSchema,
			}),
		productSuggestions: (): Promise<ProductSuggestions> =>
			transport.request('recommendations/product-suggestions', {
				call: 'recommendations.productSuggestions',
				schema: productSuggestionsSchema,
			}),
		upsell: (): Promise<Upsell> =>
			transport.request('recommendations/upsell', {
				call: 'recommendations.upsell',
				schema: upsellSchema,
			}),
		conditional: (): Promise<string[]> =>
			transport.request('recommendations/conditional', {
				call: 'recommendations.conditional',
				schema: conditionalRecommendationsSchema,
			}),
		/** Records the step the user reached. */
		saveStep: (step: string): Promise<boolean> =>
			transport.request('recommendations/step', {
				call: 'recommendations.saveStep',
				method: 'post',
				json: { step },
				schema: recommendationsSavedSchema,
			}),
	};
}
