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
});
export type AiFeatureResponse = z.infer<typeof aiFeatureSchema>;

/**
 * The AI feature status as the client returns it: the same fields in
 * camelCase (`has-feature` → `hasFeature`, …); `upgradeType` is `default`
 * when the service leaves it out.
 */
export interface AiFeature {
	readonly hasFeature: boolean;
	readonly isOverLimit: boolean;
	readonly requestsCount: number;
	readonly requestsLimit: number;
	readonly siteRequireUpgrade: boolean;
	readonly errorMessage?: string;
	readonly errorCode?: string;
	readonly upgradeType: string;
}

/** {@link AiFeatureResponse} → {@link AiFeature}. */
export function toAiFeature(answer: AiFeatureResponse): AiFeature {
	return {
		hasFeature: answer['has-feature'],
		isOverLimit: answer['is-over-limit'],
		requestsCount: answer['requests-count'],
		requestsLimit: answer['requests-limit'],
		siteRequireUpgrade: answer['site-require-upgrade'],
		...(answer['error-message'] !== undefined ? { errorMessage: answer['error-message'] } : {}),
		...(answer['error-code'] !== undefined ? { errorCode: answer['error-code'] } : {}),
		upgradeType: answer['upgrade-type'] ?? 'default',
	};
}
