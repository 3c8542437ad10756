import type { AiFeature } from '@blockyard/api-client';
import { useOptionalHost } from '@blockyard/ui';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';

import { aiAssistantStore } from '../store';

/**
 * The site's AI plan and quota; asks the service once when nothing is known
 * yet (one request for every block that asks at the same time), if the editor
 * has a host to ask through.
 */
export function useAiFeature({ load = true }: { readonly load?: boolean } = {}): AiFeature | undefined {
	const api = useOptionalHost()?.api;
	const { feature, isLoading } = useSelect((select) => {
		const store = select(aiAssistantStore);
		return { feature: store.getFeature(), isLoading: store.isFeatureLoading() };
	}, []);
	const { loadFeature } = useDispatch(aiAssistantStore);
	useEffect(() => {
		if (load && api !== undefined && feature === undefined && !isLoading) {
			void loadFeature(api);
		}
	}, [api, feature, isLoading, load, loadFeature]);
	return feature;
}

/** An upgrade is required when the site is over its free limit or the plan says so. */
export function requiresUpgrade(feature: AiFeature | undefined): boolean {
	return feature !== undefined && (feature.siteRequireUpgrade || feature.isOverLimit);
}
