// Test-only: the page's connection store with one connected user, for tests of what the media
// blocks and extensions record (usage events are recorded only for a connected user).
import { createConnectionStore, type ConnectionCalls } from '@blockyard/connection';

/** The connected user the tests' events are recorded for. */
export const ANN = { ID: 7, login: 'ann' };

const refuse = () => Promise.reject(new Error('No connection call in this test.'));

/** The page's connection store, with Ann connected; it makes no call. */
export function connectedStore() {
	const calls = Object.fromEntries(
		[
			'register',
			'authorizeUrl',
			'status',
			'data',
			'plugins',
			'disconnectUser',
			'disconnectSite',
			'reconnect',
		].map((name) => [name, refuse])
	) as unknown as ConnectionCalls;
	return createConnectionStore({
		calls,
		initial: {
			connectionStatus: { isRegistered: true, isUserConnected: true },
			userConnectionData: { currentUser: ANN },
		},
	});
}
