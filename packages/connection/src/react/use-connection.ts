import { useSyncExternalStore } from '@wordpress/element';

import type { ConnectionStoreState } from '../store';
import { useConnectionStore } from './connection-context';

/**
 * A slice of the connection state; re-renders when the slice changes. The
 * selector must return a stored value or a primitive (not a new object).
 *
 * @example
 * const isRegistered = useConnection((state) => state.connectionStatus.isRegistered);
 * const registerSite = useConnection((state) => state.registerSite);
 */
export function useConnection<T>(selector: (state: ConnectionStoreState) => T): T {
	const store = useConnectionStore();
	const read = () => selector(store.getState());
	return useSyncExternalStore(store.subscribe, read, read);
}
