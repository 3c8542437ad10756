import { useHost, useRegisteredStore } from '@blockyard/ui';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';

import { membershipsStore } from './store';
import type { MembershipsState } from './types';

/**
 * The site's plans, payment account and subscriber counts, for a block of this editor, from the
 * editor's `blockyard/memberships` store (registered in its registry by the first component that
 * asks, see `useRegisteredStore`). The first component that asks loads them (once: later ones and concurrent ones share that load); each
 * change re-renders. `apiState` is 0 until the load answers.
 *
 * @example
 * const { apiState, products, connectUrl } = useMemberships();
 */
export function useMemberships(): MembershipsState {
	const host = useHost();
	const store = useRegisteredStore(membershipsStore);
	const state = useSelect((select) => select(store).getMembershipsState(), [store]);
	const { loadMemberships } = useDispatch(store);
	const shouldLoad = state.apiState === 0 && !state.isLoading;
	useEffect(() => {
		if (shouldLoad) {
			void loadMemberships(host);
		}
	}, [shouldLoad, loadMemberships, host]);
	return state;
}
