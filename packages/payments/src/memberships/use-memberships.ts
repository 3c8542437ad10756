import { useHost } from '@blockyard/ui';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';

import { membershipsStore } from './store';
import type { MembershipsState } from './types';

/**
 * The site's plans, payment account and subscriber counts, for a block of this editor. The first
 * component that asks loads them (once: later ones and concurrent ones share that load); each
 * change re-renders. `apiState` is 0 until the load answers.
 *
 * @example
 * const { apiState, products, connectUrl } = useMemberships();
 */
export function useMemberships(): MembershipsState {
	const host = useHost();
	const state = useSelect((select) => select(membershipsStore).getMembershipsState(), []);
	const { loadMemberships } = useDispatch(membershipsStore);
	const shouldLoad = state.apiState === 0 && !state.isLoading;
	useEffect(() => {
		if (shouldLoad) {
			void loadMemberships(host);
		}
	}, [shouldLoad, loadMemberships, host]);
	return state;
}
