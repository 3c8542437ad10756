import { registerStoreOnce } from '@blockyard/ui';
import { createReduxStore, dispatch, type DataRegistry } from '@wordpress/data';

import type { ConnectionStore } from './store';

interface State {
	readonly store: ConnectionStore | undefined;
}

interface SetStoreAction {
	readonly type: 'SET_CONNECTION_STORE';
	readonly store: ConnectionStore;
}

/**
 * The `blockyard/connection` data store: which connection store the editor
 * whose registry holds it uses. Components read it through
 * `useConnection`/`useIsUserConnected`; the host package sets it with
 * {@link provideConnectionStore}, an app or a test with `<ConnectionProvider>`.
 */
export const connectionDataStore = createReduxStore('blockyard/connection', {
	reducer: (state: State = { store: undefined }, action: SetStoreAction | { type: '' }): State =>
		action.type === 'SET_CONNECTION_STORE' ? { store: action.store } : state,
	actions: {
		setConnectionStore: (store: ConnectionStore): SetStoreAction => ({
			type: 'SET_CONNECTION_STORE',
			store,
		}),
	},
	selectors: {
		getConnectionStore: (state: State): ConnectionStore | undefined => state.store,
	},
});

/**
 * Makes `store` the connection store of the editor whose registry is
 * `registry` (default: WordPress's own), for blocks rendered where no
 * `ConnectionProvider` reaches (inside wp-admin, WordPress owns the React tree).
 *
 * @example
 * provideConnectionStore(createConnectionStore({ calls: connectionCalls(host.api), initial }));
 */
export function provideConnectionStore(store: ConnectionStore, registry?: DataRegistry): void {
	registerStoreOnce(connectionDataStore, registry);
	(registry?.dispatch(connectionDataStore) ?? dispatch(connectionDataStore)).setConnectionStore(store);
}
