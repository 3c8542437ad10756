import { afterEach, describe, expect, it, vi } from 'vitest';

import { connectionStateFromPage } from './connection-state';
import { createTracker, eventNameProblem, trackingUser, type TrackingSink } from './tracking';

const connected = connectionStateFromPage({
	connectionStatus: { isRegistered: true, isUserConnected: true },
	userConnectionData: { currentUser: { login: 'ann', ID: 7 } },
});

afterEach(() => vi.unstubAllEnvs());

describe('eventNameProblem', () => {
	it('allows the two prefixes only, in lower-case snake case', () => {
		expect(eventNameProblem('jetpack_editor_connect_click')).toBeUndefined();
		expect(eventNameProblem('wpcom_block_inserted')).toBeUndefined();
		expect(eventNameProblem('other_event')).toMatch(/must start with jetpack_ or wpcom_/);
		expect(eventNameProblem('jetpack_Bad-Name')).toMatch(/lower-case/);
	});
});

describe('trackingUser', () => {
	it('is the user only when connected with a known ID and login', () => {
		expect(trackingUser(connected)).toEqual({ ID: 7, login: 'ann' });
		expect(trackingUser(connectionStateFromPage())).toBeUndefined();
		const noId = connectionStateFromPage({
			connectionStatus: { isUserConnected: true },
			userConnectionData: { currentUser: { login: 'ann' } },
		});
		expect(trackingUser(noId)).toBeUndefined();
	});
});

describe('createTracker', () => {
	it('records for a connected user', () => {
		const sink = vi.fn<TrackingSink>();
		const recordEvent = createTracker({ getState: () => connected, sink });
		expect(recordEvent('jetpack_connect_click', { from: 'editor' })).toBe(true);
		expect(sink).toHaveBeenCalledWith(
			'jetpack_connect_click',
			{ from: 'editor' },
			{ ID: 7, login: 'ann' }
		);
	});

	it('records nothing for a user who is not connected', () => {
		const sink = vi.fn<TrackingSink>();
		const recordEvent = createTracker({ getState: () => connectionStateFromPage(), sink });
		expect(recordEvent('jetpack_connect_click')).toBe(false);
		expect(sink).not.toHaveBeenCalled();
	});

	it('throws on an invalid name in development', () => {
		vi.stubEnv('NODE_ENV', 'development');
		const recordEvent = createTracker({ getState: () => connected, sink: vi.fn<TrackingSink>() });
		expect(() => recordEvent('click')).toThrow(/must start with jetpack_ or wpcom_/);
	});

	it('drops an invalid name in production', () => {
		vi.stubEnv('NODE_ENV', 'production');
		const sink = vi.fn<TrackingSink>();
		const recordEvent = createTracker({ getState: () => connected, sink });
		expect(recordEvent('click')).toBe(false);
		expect(sink).not.toHaveBeenCalled();
	});
});
