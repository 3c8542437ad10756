import { describe, expect, it } from 'vitest';

import { connectionStateFromPage } from './connection-state';
import { isUserConnected } from './is-user-connected';

const disconnected = connectionStateFromPage();
const connected = connectionStateFromPage({
	connectionStatus: { isRegistered: true, isUserConnected: true },
});

describe('isUserConnected', () => {
	it('counts every user of a simple or an atomic site as connected', () => {
		expect(isUserConnected(disconnected, { type: 'simple' })).toBe(true);
		expect(isUserConnected(disconnected, { type: 'atomic' })).toBe(true);
		expect(isUserConnected(undefined, { type: 'atomic' })).toBe(true);
	});

	it('asks the state on a self-hosted site', () => {
		expect(isUserConnected(connected, { type: 'self-hosted' })).toBe(true);
		expect(isUserConnected(disconnected, { type: 'self-hosted' })).toBe(false);
		expect(isUserConnected(undefined, { type: 'self-hosted' })).toBe(false);
	});
});
