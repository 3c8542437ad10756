import type { AiFeature } from '@blockyard/api-client';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** Where the site's AI plan and quota stand. */
export interface AiFeatureState {
	/** Unknown until the page state or the feature call tells. */
	readonly feature: AiFeature | undefined;
	readonly isLoading: boolean;
}

export interface AiFeatureActions {
	/** Starts from what the page state says (wp-admin prints it). */
	prime(feature: AiFeature): void;
	/** Asks the service; a failure leaves what is known (the query itself will tell). */
	load(fetchFeature: () => Promise<AiFeature>): Promise<void>;
	/** A query went through: one more request counted. */
	countRequest(): void;
	/** A query answered "quota exceeded": the site is over its limit now. */
	markOverLimit(): void;
}

export type AiFeatureStore = StoreApi<AiFeatureState & AiFeatureActions>;

/** A store of the AI feature status. Every page has one ({@link aiFeatureStore}); tests make their own. */
export function createAiFeatureStore(): AiFeatureStore {
	let loading: Promise<void> | undefined;
	return createStore<AiFeatureState & AiFeatureActions>()((set, get) => ({
		feature: undefined,
		isLoading: false,
		prime: (feature) => set({ feature }),
		load: (fetchFeature) => {
			// One request for every block that asks at once.
			loading ??= (async () => {
				set({ isLoading: true });
				try {
					set({ feature: await fetchFeature() });
				} catch {
					// Unknown stays unknown; requests still run and report their own errors.
				} finally {
					set({ isLoading: false });
					loading = undefined;
				}
			})();
			return loading;
		},
		countRequest: () => {
			const { feature } = get();
			if (feature === undefined) {
				return;
			}
			const requestsCount = feature.requestsCount + 1;
			const isOverLimit =
				feature.isOverLimit || (!feature.hasFeature && requestsCount >= feature.requestsLimit);
			set({ feature: { ...feature, requestsCount, isOverLimit } });
		},
		markOverLimit: () => {
			const { feature } = get();
			set({
				feature: {
					hasFeature: false,
					requestsCount: 0,
					requestsLimit: 0,
					upgradeType: 'default',
					...feature,
					isOverLimit: true,
					siteRequireUpgrade: true,
				},
			});
		},
	}));
}

/** The page's AI feature status. */
export const aiFeatureStore: AiFeatureStore = createAiFeatureStore();

/**
 * Starts the page's feature status from the page state, so the editor opens
 * knowing the quota without a request.
 *
 * @example
 * primeAiFeature(toAiFeature(pageState.aiFeature));
 */
export function primeAiFeature(feature: AiFeature): void {
	aiFeatureStore.getState().prime(feature);
}
