// The AI feature status as the client hands it on, apart from its zod schema: a host that reads
// it from its page state converts it without bringing zod.
import type { AiFeatureResponse } from './feature-schema';

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
	/**
	 * Whether a request may carry images (`AiMessage.images`): the model
	 * behind the query endpoint accepts them. Absent (a service that does not
	 * say) means no.
	 */
	readonly acceptsImages?: boolean;
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
		...(answer['accepts-images'] !== undefined ? { acceptsImages: answer['accepts-images'] } : {}),
	};
}
