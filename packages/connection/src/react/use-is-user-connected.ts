import type { SiteType } from '@blockyard/ui';
import { useSyncExternalStore } from '@wordpress/element';

import { isUserConnected } from '../is-user-connected';
import { useOptionalConnectionStore } from './connection-context';

const noStore = () => () => undefined;

/**
 * {@link isUserConnected} for the current page, kept up to date: the nearest
 * `ConnectionProvider`'s store, else the page's. Without any store only simple
 * and atomic sites count as connected.
 *
 * @example
 * const connected = useIsUserConnected(useHost().site);
 */
export function useIsUserConnected(site: { readonly type: SiteType }): boolean {
	const store = useOptionalConnectionStore();
	const read = () => isUserConnected(store?.getState(), site);
	return useSyncExternalStore(store?.subscribe ?? noStore, read, read);
}
