import { vi } from 'vitest';

import type { ConnectionCalls } from '../connection-client';

/** The local provider's answers for a site that is registered and whose user is connected. */
export const CONNECTED = {
	status: {
		isActive: true,
		isRegistered: true,
		isUserConnected: true,
		hasConnectedOwner: true,
		offlineMode: { isActive: false },
	},
	data: {
		currentUser: {
			isConnected: true,
			blogId: 200001,
			wpcomUser: { ID: 90001, login: 'blockyard-admin' },
		},
	},
};

/** A connection client whose calls are spies answering like a never-registered site. */
export function fakeConnectionClient(overrides: Partial<ConnectionCalls> = {}) {
	const connection = {
		register: vi.fn<ConnectionCalls['register']>(async () => ({
			authorizeUrl: 'https://provider.test/authorize?x=1',
		})),
		authorizeUrl: vi.fn<ConnectionCalls['authorizeUrl']>(async () => ({
			authorizeUrl: 'https://provider.test/authorize?fetched=1',
		})),
		status: vi.fn<ConnectionCalls['status']>(async () => ({
			isActive: false,
			isRegistered: false,
			isUserConnected: false,
			hasConnectedOwner: false,
		})),
		data: vi.fn<ConnectionCalls['data']>(async () => ({
			currentUser: { isConnected: false, wpcomUser: null },
		})),
		plugins: vi.fn<ConnectionCalls['plugins']>(async () => ({})),
		disconnectUser: vi.fn<ConnectionCalls['disconnectUser']>(async () => ({
			code: 'success',
			message: 'ok',
		})),
		disconnectSite: vi.fn<ConnectionCalls['disconnectSite']>(async () => ({
			code: 'success',
			message: 'ok',
		})),
		reconnect: vi.fn<ConnectionCalls['reconnect']>(async () => ({ status: 'completed' as const })),
	};
	// Overrides are spies too, so tests can ask what was called.
	for (const [name, call] of Object.entries(overrides)) {
		Object.assign(connection, { [name]: vi.fn(call) });
	}
	return { calls: connection as ConnectionCalls, connection };
}
