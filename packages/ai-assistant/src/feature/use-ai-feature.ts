import type { AiFeature } from '@blockyard/api-client';
import { useOptionalHost, useRegisteredStore } from '@blockyard/ui';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';

import { aiAssistantStore } from '../store';

/**
 * The site's AI plan and quota. The editor's AI store starts from what the host knew when the
 * page loaded (`host.site.ai`); without that it asks the service once when nothing is known yet
 * (one request for every block that asks at the same time), if the editor has a host to ask
 * through.
 */
export function useAiFeature({ load = true }: { readonly load?: boolean } = {}): AiFeature | undefined {
	const host = useOptionalHost();
	const known = host?.site.ai;
	const store = useRegisteredStore(aiAssistantStore);
	const { feature, isLoading } = useSelect(
		(select) => ({ feature: select(store).getFeature(), isLoading: select(store).isFeatureLoading() }),
		[store]
	);
	const { loadFeature, primeFeature } = useDispatch(store);
	const api = host?.api;
	useEffect(() => {
		if (feature !== undefined || isLoading) {
			return;
		}
		if (known !== undefined) {
			void primeFeature(known);
		} else if (load && api !== undefined) {
			void loadFeature(api);
		}
	}, [api, feature, isLoading, known, load, loadFeature, primeFeature]);
	return feature ?? known;
}

/** An upgrade is required when the site is over its free limit or the plan says so. */
export function requiresUpgrade(feature: AiFeature | undefined): boolean {
	return feature !== undefined && (feature.siteRequireUpgrade || feature.isOverLimit);
}
