// The AI feature status's shape, apart from the call: the WordPress page state carries it too,
// and reading that must not bring the AI calls' code.
import * as z from 'zod/mini';

/** `GET wpcom/v2/ai-assistant-feature`: the site's AI plan and quota, in the service's kebab-case. */
export const aiFeatureSchema = z.object({
	'has-feature': z.boolean(),
	'is-over-limit': z.boolean(),
	'requests-count': z.number(),
	'requests-limit': z.number(),
	'site-require-upgrade': z.boolean(),
	'error-message': z.optional(z.string()),
	'error-code': z.optional(z.string()),
	/** `default`, or `vip` (VIP sites contact their account team instead of upgrading). */
	'upgrade-type': z.optional(z.string()),
	/** Whether the model behind the query endpoint accepts images in a request; absent = no. */
	'accepts-images': z.optional(z.boolean()),
});
export type AiFeatureResponse = z.infer<typeof aiFeatureSchema>;
