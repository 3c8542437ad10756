import { createRegistry, RegistryProvider, useRegistry, type StoreDescriptor } from '@wordpress/data';
import { useLayoutEffect, useState } from '@wordpress/element';
import type { ReactNode } from 'react';

import { provideHost, registerStoreOnce } from './registry';
import { hostStore } from './store';
import type { BlockyardHost } from './types';

export interface HostProviderProps {
	readonly host: BlockyardHost;
	/**
	 * Stores that keep one editing session's state (a package's store of AI
	 * requests, the connection): each gets an instance of its own here, so two
	 * editors on one page share none of it.
	 */
	// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any store, whatever its state.
	readonly stores?: ReadonlyArray<StoreDescriptor<any>>;
	readonly children?: ReactNode;
}

/**
 * Gives the blocks below it a host, in a registry of their own (a child of the
 * current one, as `BlockEditorProvider` makes): an app with its own editor, or
 * a test, wraps what the editor renders in it, inside `BlockEditorProvider`
 * (whose own registry, below this one, would lack the block editor's private
 * selectors). The registry is made once; a new `host` is set in it.
 *
 * @example
 * <BlockEditorProvider …><HostProvider host={host} stores={[aiAssistantStore]}><BlockCanvas /></HostProvider></BlockEditorProvider>
 */
export function HostProvider({ host, stores = [], children }: HostProviderProps) {
	const parent = useRegistry();
	const [registry] = useState(() => {
		const own = createRegistry({}, parent);
		for (const store of stores) {
			registerStoreOnce(store, own);
		}
		provideHost(host, own);
		return own;
	});
	useLayoutEffect(() => {
		if (registry.select(hostStore).getHost() !== host) {
			registry.dispatch(hostStore).setHost(host);
		}
	}, [registry, host]);
	return <RegistryProvider value={registry}>{children}</RegistryProvider>;
}
