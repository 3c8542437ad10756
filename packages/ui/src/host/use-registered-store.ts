import { useRegistry, type DataRegistry, type StoreDescriptor } from '@wordpress/data';

// Registration needs only the store's name and `instantiate`, whatever its state.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyStore = StoreDescriptor<any>;

/**
 * `store`, registered in `registry` unless that registry, or one above it, has it already.
 * Registering notifies no listener, so it may happen while rendering; it happens once a
 * registry. `useRegisteredStore()` is the same for a component; code that is given an
 * editor's registry, outside a component, calls this before it selects or dispatches.
 *
 * @example
 * registry.dispatch(registeredStore(aiAssistantStore, registry)).setPendingRequest(clientId, request);
 */
export function registeredStore<Store extends AnyStore>(
	store: Store,
	registry: Pick<DataRegistry, 'select' | 'register'>
): Store {
	if ((registry.select(store.name) as unknown) === undefined) {
		registry.register(store);
	}
	return store;
}

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
export function useRegisteredStore<Store extends AnyStore>(store: Store): Store {
	return registeredStore(store, useRegistry());
}
