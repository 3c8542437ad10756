import { createStore, type StoreApi } from 'zustand/vanilla';

import type { ConnectionCalls } from './connection-client';
import { connectionStateFromPage, type ConnectionState } from './connection-state';
import { errorMessage } from './error-message';
import type { ConnectionPageState } from './page-state';
import { withQuery } from './with-query';

export interface RegisterSiteOptions {
	/** Where the authorize page sends the user back to (relative, or absolute on the site). */
	readonly redirectUri?: string;
	/** The plugin asking for the connection, by slug. */
	readonly pluginSlug?: string;
}

export interface ConnectUserOptions {
	/** Names the screen that asked, for the provider's statistics. */
	readonly from?: string;
	/** Where to come back to when no authorization URL is stored yet. */
	readonly redirect?: string;
}

export interface ConnectionActions {
	/** Reads the status, the user's connection and the connected plugins from the API. */
	refresh(): Promise<void>;
	/** Registers the site; answers the authorization URL, or `undefined` on failure (see `registrationError`). */
	registerSite(options?: RegisterSiteOptions): Promise<string | undefined>;
	/** Sends the browser to the authorization URL (fetched first when none is stored). */
	connectUser(options?: ConnectUserOptions): Promise<void>;
	disconnectUser(): Promise<void>;
	/** Repairs the connection; navigates to authorize again when the provider asks for it. */
	reconnect(): Promise<void>;
	disconnectSite(): Promise<void>;
}

export type ConnectionStoreState = ConnectionState & ConnectionActions;
export type ConnectionStore = StoreApi<ConnectionStoreState>;

export interface ConnectionStoreOptions {
	/** The connection calls of the site: `connectionCalls(host.api)`. */
	readonly calls: ConnectionCalls;
	/** The host's page state (validate unknown input with `parseConnectionPageState`). */
	readonly initial?: ConnectionPageState;
	/** Leaves the page for `url`; default `window.location.assign`. Tests pass a spy. */
	readonly navigate?: (url: string) => void;
}

const defaultNavigate = (url: string): void => window.location.assign(url);

/**
 * The connection store: the page state first, then `refresh()` from the API.
 * Vanilla zustand, no React; `useConnection` is the React binding.
 *
 * @example
 * const store = createConnectionStore({ calls: connectionCalls(createApi({ root: '/wp-json/' })), initial: pageState });
 * await store.getState().refresh();
 * await store.getState().registerSite({ redirectUri: location.href });
 * await store.getState().connectUser({ from: 'editor' });
 */
export function createConnectionStore(options: ConnectionStoreOptions): ConnectionStore {
	const { calls } = options;
	const navigate = options.navigate ?? defaultNavigate;

	return createStore<ConnectionStoreState>()((set, get) => {
		const fail = (error: unknown) => set({ requestError: errorMessage(error) });

		return {
			...connectionStateFromPage(options.initial),

			async refresh() {
				set({ isRefreshing: true });
				try {
					const [status, data, plugins] = await Promise.all([
						calls.status(),
						calls.data(),
						calls.plugins().catch(() => get().connectedPlugins),
					]);
					const { currentUser } = data;
					set({
						connectionStatus: {
							isRegistered: status.isRegistered,
							isUserConnected: status.isUserConnected,
							hasConnectedOwner: status.hasConnectedOwner,
						},
						isOfflineMode: status.offlineMode?.isActive ?? false,
						connectedPlugins: plugins,
						userConnectionData: {
							currentUser: {
								login: currentUser.wpcomUser?.login,
								ID: currentUser.wpcomUser?.ID,
								blogId: currentUser.blogId ?? undefined,
							},
						},
						requestError: undefined,
					});
				} catch (error) {
					fail(error);
				} finally {
					set({ isRefreshing: false });
				}
			},

			async registerSite({ redirectUri, pluginSlug } = {}) {
				set({ siteIsRegistering: true, registrationError: undefined });
				try {
					const { authorizeUrl } = await calls.register({
						registration_nonce: get().registrationNonce ?? '',
						no_iframe: true,
						...(pluginSlug === undefined ? {} : { plugin_slug: pluginSlug }),
						...(redirectUri === undefined ? {} : { redirect_uri: redirectUri }),
					});
					set((state) => ({
						siteIsRegistering: false,
						authorizationUrl: authorizeUrl,
						connectionStatus: { ...state.connectionStatus, isRegistered: true },
					}));
					return authorizeUrl;
				} catch (error) {
					set({ siteIsRegistering: false, registrationError: errorMessage(error) });
					return undefined;
				}
			},

			async connectUser({ from, redirect } = {}) {
				set({ userIsConnecting: true, requestError: undefined });
				try {
					const stored = get().authorizationUrl;
					const url =
						stored ??
						(
							await calls.authorizeUrl({
								no_iframe: true,
								...(redirect === undefined ? {} : { redirect_uri: redirect }),
							})
						).authorizeUrl;
					set({ authorizationUrl: url });
					// The page is about to leave: userIsConnecting stays true until it does.
					navigate(withQuery(url, { from }));
				} catch (error) {
					set({ userIsConnecting: false });
					fail(error);
				}
			},

			async disconnectUser() {
				try {
					await calls.disconnectUser();
					set((state) => ({
						connectionStatus: { ...state.connectionStatus, isUserConnected: false },
						userConnectionData: {
							currentUser: {
								login: undefined,
								ID: undefined,
								blogId: state.userConnectionData.currentUser.blogId,
							},
						},
						requestError: undefined,
					}));
				} catch (error) {
					fail(error);
				}
			},

			async reconnect() {
				try {
					const result = await calls.reconnect();
					if (result.status === 'in_progress' && result.authorizeUrl !== undefined) {
						set({ authorizationUrl: result.authorizeUrl, userIsConnecting: true });
						navigate(result.authorizeUrl);
						return;
					}
					set({ connectionErrors: {} });
					await get().refresh();
				} catch (error) {
					fail(error);
				}
			},

			async disconnectSite() {
				try {
					await calls.disconnectSite();
					// Back to a never-registered site; the page's registration nonce still holds.
					set({ ...connectionStateFromPage(), registrationNonce: get().registrationNonce });
				} catch (error) {
					fail(error);
				}
			},
		};
	});
}
