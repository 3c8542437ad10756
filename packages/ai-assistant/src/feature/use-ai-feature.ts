import type { AiFeature } from '@blockyard/api-client';
import { useEffect, useSyncExternalStore } from '@wordpress/element';

import { hostClient } from '../host-client';
import { aiFeatureStore } from './feature-store';

const readFeature = () => aiFeatureStore.getState().feature;

/**
 * The site's AI plan and quota; asks the service once when nothing is known
 * yet (`load` shares one request between all callers).
 */
export function useAiFeature({ load = true }: { readonly load?: boolean } = {}): AiFeature | undefined {
	const feature = useSyncExternalStore(aiFeatureStore.subscribe, readFeature, readFeature);
	useEffect(() => {
		const state = aiFeatureStore.getState();
		if (load && state.feature === undefined && !state.isLoading) {
			void state.load(() => hostClient().ai.feature());
		}
	}, [load]);
	return feature;
}

/** An upgrade is required when the site is over its free limit or the plan says so. */
export function requiresUpgrade(feature: AiFeature | undefined): boolean {
	return feature !== undefined && (feature.siteRequireUpgrade || feature.isOverLimit);
}
