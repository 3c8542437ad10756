import * as z from 'zod/mini';

import type { Transport } from '../../transport';
import { looseRecordSchema, successSchema, type Success } from './shared';

/** `POST connection/register` and `GET connection/authorize_url`: where to send the user to connect. */
export const authorizeUrlSchema = z.looseObject({ authorizeUrl: z.string() });
export type AuthorizeUrl = z.infer<typeof authorizeUrlSchema>;

/** `GET connection`: the site's connection status. */
export const connectionStatusSchema = z.looseObject({
	isActive: z.boolean(),
	isRegistered: z.boolean(),
	isUserConnected: z.boolean(),
	hasConnectedOwner: z.boolean(),
	isStaging: z.optional(z.boolean()),
	offlineMode: z.optional(z.looseObject({ isActive: z.boolean() })),
});
export type ConnectionStatus = z.infer<typeof connectionStatusSchema>;

/** The hosted-platform account linked to the current user. */
export const wpcomUserSchema = z.looseObject({ ID: z.number(), login: z.string() });

/** `GET connection/data`: the current user's connection (the connection store's `userConnectionData`). */
export const connectionDataSchema = z.looseObject({
	currentUser: z.looseObject({
		isConnected: z.boolean(),
		isMaster: z.optional(z.boolean()),
		username: z.optional(z.string()),
		id: z.optional(z.number()),
		blogId: z.optional(z.nullable(z.number())),
		wpcomUser: z.optional(z.nullable(wpcomUserSchema)),
	}),
	connectionOwner: z.optional(z.nullable(z.string())),
});
export type ConnectionData = z.infer<typeof connectionDataSchema>;

/** `GET connection/test`. */
export const connectionTestSchema = z.looseObject({ code: z.string(), message: z.string() });
export type ConnectionTest = z.infer<typeof connectionTestSchema>;

/** `GET connection/url`: the URL to connect the user, as a bare string. */
export const connectionUrlSchema = z.string();

/** `GET connection/plugins`: the plugins using the connection, by slug. */
export const connectedPluginsSchema = z.record(z.string(), z.looseObject({ name: z.string() }));
export type ConnectedPlugins = z.infer<typeof connectedPluginsSchema>;

/** `POST connection/reconnect`: done, or the user has to authorize again. */
export const reconnectSchema = z.looseObject({
	status: z.enum(['completed', 'in_progress']),
	authorizeUrl: z.optional(z.string()),
});
export type Reconnect = z.infer<typeof reconnectSchema>;

/** `POST seen-wc-connection-modal`. */
export const seenModalSchema = looseRecordSchema;

export interface RegisterInput {
	readonly registration_nonce: string;
	readonly no_iframe: boolean;
	readonly plugin_slug?: string;
	readonly redirect_uri?: string;
}

export function connectionCalls(transport: Transport) {
	return {
		/** Registers the site; answers the URL to connect the user at. */
		register: (input: RegisterInput): Promise<AuthorizeUrl> =>
			transport.request('connection/register', {
				call: 'connection.register',
				method: 'post',
				json: input,
				schema: authorizeUrlSchema,
			}),
		authorizeUrl: (input: { no_iframe?: boolean; redirect_uri?: string } = {}): Promise<AuthorizeUrl> =>
			transport.request('connection/authorize_url', {
				call: 'connection.authorizeUrl',
				searchParams: { no_iframe: input.no_iframe ?? true, redirect_uri: input.redirect_uri },
				schema: authorizeUrlSchema,
			}),
		status: (): Promise<ConnectionStatus> =>
			transport.request('connection', { call: 'connection.status', schema: connectionStatusSchema }),
		data: (): Promise<ConnectionData> =>
			transport.request('connection/data', { call: 'connection.data', schema: connectionDataSchema }),
		test: (): Promise<ConnectionTest> =>
			transport.request('connection/test', { call: 'connection.test', schema: connectionTestSchema }),
		/** The URL to connect the user; `from` names the screen that asked. */
		url: (input: { from?: string; redirect?: string } = {}): Promise<string> =>
			transport.request('connection/url', {
				call: 'connection.url',
				searchParams: { from: input.from, redirect: input.redirect },
				schema: connectionUrlSchema,
			}),
		plugins: (): Promise<ConnectedPlugins> =>
			transport.request('connection/plugins', {
				call: 'connection.plugins',
				schema: connectedPluginsSchema,
			}),
		/** Disconnects the whole site. */
		disconnectSite: (): Promise<Success> =>
			transport.request('connection', {
				call: 'connection.disconnectSite',
				method: 'post',
				json: { isActive: false },
				schema: successSchema,
			}),
		/** Unlinks the current user's account. */
		disconnectUser: (): Promise<Success> =>
			transport.request('connection/user', {
				call: 'connection.disconnectUser',
				method: 'post',
				json: { linked: false },
				schema: successSchema,
			}),
		reconnect: (): Promise<Reconnect> =>
			transport.request('connection/reconnect', {
				call: 'connection.reconnect',
				method: 'post',
				schema: reconnectSchema,
			}),
		seenWcConnectionModal: (): Promise<z.infer<typeof seenModalSchema>> =>
			transport.request('seen-wc-connection-modal', {
				call: 'connection.seenWcConnectionModal',
				method: 'post',
				schema: seenModalSchema,
			}),
	};
}
