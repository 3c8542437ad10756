import { useRegistry, type StoreDescriptor } from '@wordpress/data';

/**
 * `store`, registered in the calling component's registry unless that registry, or one above
 * it, has it already. A package whose store only its blocks' edits read registers it this way,
 * the first time one of them renders, rather than when its blocks register: the store's code
 * then loads with the edits, on first use, and each editor's registry gets its own. Call it
 * before `useSelect(store)` or `useDispatch(store)`.
 *
 * @example
 * const store = useRegisteredStore(membershipsStore);
 * const state = useSelect((select) => select(store).getMembershipsState(), [store]);
 */
// Registration needs only the store's name and `instantiate`, whatever its state.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function useRegisteredStore<Store extends StoreDescriptor<any>>(store: Store): Store {
	const registry = useRegistry();
	// Registering notifies no listener, so it may happen while rendering; it happens once a registry.
	if ((registry.select(store.name) as unknown) === undefined) {
		registry.register(store);
	}
	return store;
}
