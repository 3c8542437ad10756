import { useSyncExternalStore } from '@wordpress/element';

import { getHost } from './host';
import type { BlockyardHost, HostPost } from './types';

/** The host, for components. */
export function useHost(): BlockyardHost {
	return getHost();
}

/** The post being edited; re-renders when it changes. */
export function useHostPost(): HostPost {
	const host = getHost();
	return useSyncExternalStore(host.subscribe, host.getPost, host.getPost);
}
