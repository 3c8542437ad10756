import type { ConnectionStore } from './store';

let registered: ConnectionStore | undefined;

/**
 * Makes `store` the page's connection store, for components rendered where no
 * `ConnectionProvider` can reach them (blocks inside wp-admin, whose React tree
 * WordPress owns). The host package calls it once, like `setHost` (decision 0008).
 *
 * @example
 * setConnectionStore(createConnectionStore({ client, initial: pageState.connection }));
 */
export function setConnectionStore(store: ConnectionStore | undefined): void {
	registered = store;
}

/** The store given to {@link setConnectionStore}, if any. */
export function findConnectionStore(): ConnectionStore | undefined {
	return registered;
}
