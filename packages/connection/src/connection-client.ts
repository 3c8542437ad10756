import type { PluginCalls } from '@blockyard/api-client';

/** The connection calls the store makes; a full `Client` from `@blockyard/api-client` has them. */
export type ConnectionCalls = Pick<
	PluginCalls['connection'],
	| 'register'
	| 'authorizeUrl'
	| 'status'
	| 'data'
	| 'plugins'
	| 'disconnectUser'
	| 'disconnectSite'
	| 'reconnect'
>;

/** What the store needs of the API client: `client.plugin.connection.*`. */
export interface ConnectionClient {
	readonly plugin: { readonly connection: ConnectionCalls };
}
