import { dispatch, register, select, type DataRegistry, type StoreDescriptor } from '@wordpress/data';

import { hostStore } from './store';
import type { BlockyardHost } from './types';

/**
 * Registers `store` in `registry` (default: WordPress's own registry) unless
 * that registry already has it: every package registers its stores this way,
 * so registering a package twice, or two packages that share a store, is harmless.
 *
 * @example
 * registerStoreOnce(hostStore);
 */
export function registerStoreOnce(
	// Registration needs only the store's name and `instantiate`, whatever its state.
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	store: StoreDescriptor<any>,
	registry?: DataRegistry
): void {
	if (registry === undefined) {
		// The default registry has no parent: a store it can select is its own.
		if ((select(store.name) as unknown) === undefined) {
			register(store);
		}
	} else if (!Object.hasOwn(registry.stores, store.name)) {
		registry.register(store);
	}
}

/**
 * Makes `host` the host of the editor whose registry is `registry` (default:
 * WordPress's own). `registerBlockyard()` calls it; a plugin that registers
 * blocks itself calls it once before the editor renders them.
 *
 * @example
 * provideHost(createWordPressHost(pageState));
 */
export function provideHost(host: BlockyardHost, registry?: DataRegistry): void {
	registerStoreOnce(hostStore, registry);
	(registry?.dispatch(hostStore) ?? dispatch(hostStore)).setHost(host);
}
