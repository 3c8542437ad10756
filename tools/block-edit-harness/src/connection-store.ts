import { createConnectionStore, type ConnectionCalls, type ConnectionStore } from '@blockyard/connection';

/** The user a {@link testConnectionStore} knows as connected. */
export const ANN = { ID: 7, login: 'ann' } as const;

export interface TestConnectionStoreOptions {
	/** Whether the user is connected (as {@link ANN}); default true. The site is registered either way. */
	readonly isUserConnected?: boolean;
}

const CALLS = [
	'register',
	'authorizeUrl',
	'status',
	'data',
	'plugins',
	'disconnectUser',
	'disconnectSite',
	'reconnect',
] as const satisfies readonly (keyof ConnectionCalls)[];

const refuse = () => Promise.reject(new Error('No connection call in this test.'));

/**
 * The page's connection store of a registered site, with {@link ANN} connected (or no user
 * connected), for tests of what needs the user's connection (usage events are recorded only
 * for a connected user). It makes no call: each one rejects.
 */
export function testConnectionStore(options: TestConnectionStoreOptions = {}): ConnectionStore {
	const { isUserConnected = true } = options;
	const calls = Object.fromEntries(CALLS.map((name) => [name, refuse])) as unknown as ConnectionCalls;
	return createConnectionStore({
		calls,
		initial: {
			connectionStatus: { isRegistered: true, isUserConnected },
			userConnectionData: { currentUser: isUserConnected ? ANN : {} },
		},
	});
}
