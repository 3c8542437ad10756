import { ApiError } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { firstCopyError, mediaErrorOutcome } from './media-errors';

const apiError = (code: string, message: string, status = 400) =>
	new ApiError({
		status,
		code,
		message,
		url: 'http://site.test/wp-json/wpcom/v2/external-media/list/pexels',
	});

describe('mediaErrorOutcome', () => {
	it('goes back to the connect screen when the account is not connected', () => {
		expect(mediaErrorOutcome(apiError('authorization_required', 'Connect first.', 403))).toEqual({
			kind: 'connect',
		});
	});

	it('says "Internal server error" for the server’s failure, and any other message as it is', () => {
		expect(mediaErrorOutcome(apiError('internal_server_error', 'boom', 500))).toEqual({
			kind: 'notice',
			message: 'Internal server error',
		});
		expect(mediaErrorOutcome(apiError('rest_invalid_param', 'Invalid parameter(s): service'))).toEqual({
			kind: 'notice',
			message: 'Invalid parameter(s): service',
		});
		expect(mediaErrorOutcome(new TypeError('Failed to fetch'))).toEqual({
			kind: 'notice',
			message: 'Failed to fetch',
		});
		expect(mediaErrorOutcome('odd')).toMatchObject({ kind: 'notice' });
	});
});

describe('firstCopyError', () => {
	it('answers the first message of the first item that failed', () => {
		expect(firstCopyError([{ id: 1, url: 'u' }])).toBeUndefined();
		expect(
			firstCopyError([
				{ id: 1, url: 'u' },
				{ errors: [{ code: 'x', message: 'No such item.' }, { message: 'second' }] },
				{ errors: [{ message: 'later' }] },
			])
		).toBe('No such item.');
	});
});
