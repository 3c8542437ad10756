import type { AiFeature } from '@blockyard/api-client';

/** The status after one more query went through: counted, and over the limit once the free requests are used. */
export function withRequestCounted(feature: AiFeature): AiFeature {
	const requestsCount = feature.requestsCount + 1;
	const isOverLimit =
		feature.isOverLimit || (!feature.hasFeature && requestsCount >= feature.requestsLimit);
	return { ...feature, requestsCount, isOverLimit };
}

/** The status after a query answered "quota exceeded": over the limit, an upgrade required. */
export function overLimit(feature: AiFeature | undefined): AiFeature {
	return {
		hasFeature: false,
		requestsCount: 0,
		requestsLimit: 0,
		upgradeType: 'default',
		...feature,
		isOverLimit: true,
		siteRequireUpgrade: true,
	};
}
