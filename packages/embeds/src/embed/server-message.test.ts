import { ApiError, NetworkError } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { serverMessage } from './server-message';

const apiError = (message: string) =>
	new ApiError({ status: 500, code: 'oops', message, url: 'https://provider.test/wp-json/x' });

describe('serverMessage', () => {
	it('gives the server’s message without the status the client adds', () => {
		expect(apiError('The provider is down.').message).toBe('The provider is down. (500)');
		expect(serverMessage(apiError('The provider is down.'), 'Failed.')).toBe('The provider is down.');
	});

	it('falls back when the server said nothing', () => {
		expect(serverMessage(apiError(' '), 'Failed.')).toBe('Failed.');
		expect(serverMessage('not an error', 'Failed.')).toBe('Failed.');
	});

	it('keeps the message of a failure that is not the server’s answer', () => {
		const offline = new NetworkError('https://provider.test/x', new TypeError('offline'));
		expect(serverMessage(offline, 'Failed.')).toBe(offline.message);
	});
});
