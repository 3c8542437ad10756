import { bindCalls, pluginConnection, type Api, type BoundCalls } from '@blockyard/api-client';

/** The connection calls the store makes, bound to one site (tests give the store fakes). */
export type ConnectionCalls = Pick<
	BoundCalls<typeof pluginConnection>,
	| 'register'
	| 'authorizeUrl'
	| 'status'
	| 'data'
	| 'plugins'
	| 'disconnectUser'
	| 'disconnectSite'
	| 'reconnect'
>;

/**
 * The connection calls of the site `api` reaches.
 *
 * @example
 * const store = createConnectionStore({ calls: connectionCalls(host.api), initial: pageState });
 */
export const connectionCalls = (api: Api): ConnectionCalls => bindCalls(pluginConnection, api);
