import { createContext, useContext } from '@wordpress/element';
import type { ReactNode } from 'react';

import { findConnectionStore } from '../registry';
import type { ConnectionStore } from '../store';

const ConnectionContext = createContext<ConnectionStore | undefined>(undefined);

/** Thrown when a connection hook runs outside a `ConnectionProvider`. */
export class MissingConnectionStoreError extends Error {
	override readonly name = 'MissingConnectionStoreError';
	constructor() {
		super(
			'No connection store: render the component inside <ConnectionProvider store={…}>, or call setConnectionStore(store) first.'
		);
	}
}

/**
 * Gives the components below it one connection store.
 *
 * @example
 * <ConnectionProvider store={createConnectionStore({ client })}><ConnectPlaceholder /></ConnectionProvider>
 */
export function ConnectionProvider({ store, children }: { store: ConnectionStore; children?: ReactNode }) {
	return <ConnectionContext.Provider value={store}>{children}</ConnectionContext.Provider>;
}

/** The store of the nearest `ConnectionProvider`, else the page's (`setConnectionStore`), else `undefined`. */
export function useOptionalConnectionStore(): ConnectionStore | undefined {
	return useContext(ConnectionContext) ?? findConnectionStore();
}

/** The store of the nearest `ConnectionProvider`, else the page's (`setConnectionStore`); throws when there is neither. */
export function useConnectionStore(): ConnectionStore {
	const store = useOptionalConnectionStore();
	if (store === undefined) {
		throw new MissingConnectionStoreError();
	}
	return store;
}
