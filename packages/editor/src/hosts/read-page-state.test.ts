import { describe, expect, it } from 'vitest';

import { PageStateError, readWordPressPageState } from './read-page-state';

const valid = {
	restRoot: 'https://example.com/wp-json/',
	nonce: 'abc',
	locale: 'de_DE',
	siteType: 'self-hosted',
	features: { 'ai-assistant': true },
};

describe('readWordPressPageState', () => {
	it('accepts what the plugin prints', () => {
		expect(readWordPressPageState(valid)).toEqual(valid);
		expect(
			readWordPressPageState({ ...valid, providerRoot: 'http://127.0.0.1:8787/wp-json/' }).providerRoot
		).toBe('http://127.0.0.1:8787/wp-json/');
	});

	it('passes the connection facts on for @blockyard/connection to validate', () => {
		const connection = { connectionStatus: { isRegistered: false }, registrationNonce: 'n' };
		expect(readWordPressPageState({ ...valid, connection }).connection).toEqual(connection);
	});

	it('names what is wrong when the state is missing or malformed', () => {
		expect(() => readWordPressPageState(undefined)).toThrow(PageStateError);
		expect(() => readWordPressPageState({ ...valid, siteType: 'mystery' })).toThrow(/siteType/);
		expect(() => readWordPressPageState({ ...valid, restRoot: '' })).toThrow(/restRoot/);
	});
});
