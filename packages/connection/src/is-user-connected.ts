import type { SiteType } from '@blockyard/ui';

import type { ConnectionState } from './connection-state';

/**
 * A user counts as connected when the site is a simple site or an
 * atomic site (the hosted platform is the site), or when the connection state
 * says the user is connected. Every package asks this one function.
 *
 * @example
 * if (!isUserConnected(store.getState(), host.site)) showConnectPlaceholder();
 */
export function isUserConnected(
	state: Pick<ConnectionState, 'connectionStatus'> | undefined,
	site: { readonly type: SiteType }
): boolean {
	return (
		site.type === 'simple' || site.type === 'atomic' || state?.connectionStatus.isUserConnected === true
	);
}
