import { describe, expect, it } from 'vitest';

import { connectionStateFromPage } from './connection-state';
import { InvalidPageStateError, parseConnectionPageState } from './page-state';

describe('parseConnectionPageState', () => {
	it('accepts a full page state and an empty one', () => {
		const page = parseConnectionPageState({
			registrationNonce: 'n',
			connectionStatus: { isRegistered: true, isUserConnected: false, hasConnectedOwner: true },
			userConnectionData: { currentUser: { login: 'ann', ID: 1, blogId: null } },
			connectedPlugins: { blockyard: { name: 'Blockyard' } },
			connectionErrors: {},
			isOfflineMode: false,
		});
		expect(page.connectionStatus?.hasConnectedOwner).toBe(true);
		expect(parseConnectionPageState(undefined)).toEqual({});
	});

	it('rejects another shape with a clear error', () => {
		expect(() => parseConnectionPageState({ connectionStatus: { isRegistered: 'yes' } })).toThrow(
			InvalidPageStateError
		);
		expect(() => parseConnectionPageState('nope')).toThrow(/connection page state is invalid/);
	});
});

describe('connectionStateFromPage', () => {
	it('counts what is missing as not registered and not connected', () => {
		const state = connectionStateFromPage();
		expect(state.connectionStatus).toEqual({
			isRegistered: false,
			isUserConnected: false,
			hasConnectedOwner: false,
		});
		expect(state.userConnectionData.currentUser).toEqual({
			login: undefined,
			ID: undefined,
			blogId: undefined,
		});
		expect(state.connectedPlugins).toEqual({});
		expect(state.isOfflineMode).toBe(false);
	});
});
