import type { ConnectionPageState } from './page-state';

/** The hosted-platform account of the current user, as far as it is known. */
export interface CurrentUser {
	readonly login: string | undefined;
	readonly ID: number | undefined;
	readonly blogId: number | undefined;
}

export interface ConnectionStatusFlags {
	readonly isRegistered: boolean;
	readonly isUserConnected: boolean;
	readonly hasConnectedOwner: boolean;
}

/** The site's and the current user's connection state, plus what the store needs to run its calls. */
export interface ConnectionState {
	readonly connectionStatus: ConnectionStatusFlags;
	readonly siteIsRegistering: boolean;
	readonly userIsConnecting: boolean;
	/** The message of the last failed registration (an `ApiError` message ends with the status). */
	readonly registrationError: string | undefined;
	/** Where to send the user to connect, once the site is registered. */
	readonly authorizationUrl: string | undefined;
	readonly connectedPlugins: Readonly<Record<string, { readonly name: string }>>;
	/** Connection problems by code, with their message; any makes the Reconnect banner show. */
	readonly connectionErrors: Readonly<Record<string, string>>;
	readonly isOfflineMode: boolean;
	readonly userConnectionData: { readonly currentUser: CurrentUser };
	/** The message of the last failed call other than registration (refresh, connect, disconnect). */
	readonly requestError: string | undefined;
	/** True while `refresh()` runs. */
	readonly isRefreshing: boolean;
	/** The nonce `connection/register` wants, from the page state. */
	readonly registrationNonce: string | undefined;
}

/** The store's starting point from the host's page state; what is missing counts as not connected. */
export function connectionStateFromPage(page: ConnectionPageState = {}): ConnectionState {
	const status = page.connectionStatus ?? {};
	const user = page.userConnectionData?.currentUser ?? {};
	return {
		connectionStatus: {
			isRegistered: status.isRegistered ?? false,
			isUserConnected: status.isUserConnected ?? false,
			hasConnectedOwner: status.hasConnectedOwner ?? false,
		},
		siteIsRegistering: false,
		userIsConnecting: false,
		registrationError: undefined,
		authorizationUrl: undefined,
		connectedPlugins: page.connectedPlugins ?? {},
		connectionErrors: page.connectionErrors ?? {},
		isOfflineMode: page.isOfflineMode ?? false,
		userConnectionData: {
			currentUser: { login: user.login, ID: user.ID, blogId: user.blogId ?? undefined },
		},
		requestError: undefined,
		isRefreshing: false,
		registrationNonce: page.registrationNonce,
	};
}
