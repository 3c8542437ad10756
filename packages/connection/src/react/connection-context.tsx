import { createRegistry, RegistryProvider, useRegistry, useSelect } from '@wordpress/data';
import { useLayoutEffect, useState } from '@wordpress/element';
import type { ReactNode } from 'react';

import { connectionDataStore, provideConnectionStore } from '../connection-data-store';
import type { ConnectionStore } from '../store';

/** Thrown when a connection hook runs where no connection store was given. */
export class MissingConnectionStoreError extends Error {
	override readonly name = 'MissingConnectionStoreError';
	constructor() {
		super(
			'No connection store: render the component inside <ConnectionProvider store={…}>, or call provideConnectionStore(store) first (registerBlockyard does).'
		);
	}
}

/**
 * Gives the components below it one connection store, in a registry of their
 * own (a child of the current one).
 *
 * @example
 * <ConnectionProvider store={createConnectionStore({ calls })}><ConnectPlaceholder /></ConnectionProvider>
 */
export interface ConnectionProviderProps {
	readonly store: ConnectionStore;
	readonly children?: ReactNode;
}

export function ConnectionProvider({ store, children }: ConnectionProviderProps) {
	const parent = useRegistry();
	const [registry] = useState(() => {
		const own = createRegistry({}, parent);
		provideConnectionStore(store, own);
		return own;
	});
	useLayoutEffect(() => provideConnectionStore(store, registry), [registry, store]);
	return <RegistryProvider value={registry}>{children}</RegistryProvider>;
}

type ConnectionSelectors = { getConnectionStore(): ConnectionStore | undefined } | undefined;

/** The connection store of this editor (or of the nearest `ConnectionProvider`), or `undefined`. */
export function useOptionalConnectionStore(): ConnectionStore | undefined {
	// `select` answers undefined for a store no registry up the chain has.
	return useSelect(
		(select) => (select(connectionDataStore) as ConnectionSelectors)?.getConnectionStore(),
		[]
	);
}

/** The connection store of this editor (or of the nearest `ConnectionProvider`); throws when there is none. */
export function useConnectionStore(): ConnectionStore {
	const store = useOptionalConnectionStore();
	if (store === undefined) {
		throw new MissingConnectionStoreError();
	}
	return store;
}
