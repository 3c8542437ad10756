import {
	AI_ERROR_MESSAGES,
	AiError,
	aiErrorForStatus,
	NetworkError,
	type AiErrorCode,
} from '@blockyard/api-client';
import { resetLocaleData, setLocaleData } from '@wordpress/i18n';
import { afterEach, describe, expect, it } from 'vitest';

import { errorMessage, isNetworkFailure, quotaMessage, toAssistantError } from './errors';

const GENERIC =
	'Whoops, we have encountered an error. AI is like really, really hard and this is an experimental feature. Please try again later.';

afterEach(() => resetLocaleData(undefined, 'blockyard'));

describe('errorMessage', () => {
	it.each(Object.entries(AI_ERROR_MESSAGES))('gives %s its catalogue message', (code, message) => {
		expect(errorMessage(code as AiErrorCode)).toBe(message);
	});

	it('gives error_unknown the generic message', () => {
		expect(errorMessage('error_unknown')).toBe(GENERIC);
	});

	it('translates at call time with the blockyard domain', () => {
		setLocaleData(
			{
				'It was not possible to process your request. Mind trying again?': [
					'Das hat nicht geklappt.',
				],
			},
			'blockyard'
		);
		expect(errorMessage('error_network')).toBe('Das hat nicht geklappt.');
	});
});

describe('quotaMessage', () => {
	it('asks VIP sites to contact their account team', () => {
		expect(quotaMessage('vip')).toBe(
			'You have reached the request limit for your plan. Please contact your account team to raise it.'
		);
	});

	it('gives other sites the quota message', () => {
		expect(quotaMessage('default')).toBe('You have reached the limit of requests for this site.');
		expect(quotaMessage('')).toBe('You have reached the limit of requests for this site.');
	});
});

describe('toAssistantError', () => {
	it.each([
		['error_quota_exceeded', false],
		['error_unclear_prompt', false],
		['error_service_unavailable', true],
		['error_moderation', false],
		['error_network', true],
	] as const)('keeps the code of an AiError %s (retryable: %s)', (code, retryable) => {
		expect(toAssistantError(new AiError(code))).toEqual({
			code,
			message: AI_ERROR_MESSAGES[code],
			retryable,
		});
	});

	it('offers no Retry for a request the service refused (a 4xx network error)', () => {
		expect(toAssistantError(aiErrorForStatus(400))).toEqual({
			code: 'error_network',
			message: AI_ERROR_MESSAGES.error_network,
			retryable: false,
		});
		expect(toAssistantError(aiErrorForStatus(500)).retryable).toBe(true);
	});

	it('reads the status of an AiError of another realm', () => {
		const foreign = Object.assign(new Error(AI_ERROR_MESSAGES.error_network), {
			name: 'AiError',
			code: 'error_network',
			status: 404,
		});
		expect(toAssistantError(foreign).retryable).toBe(false);
	});

	it('translates the catalogue message of an AiError', () => {
		setLocaleData({ 'Your request was unclear. Mind trying again?': ['Unklar.'] }, 'blockyard');
		expect(toAssistantError(new AiError('error_unclear_prompt')).message).toBe('Unklar.');
	});

	it('keeps a message of its own that an AiError carries', () => {
		const error = Object.assign(new Error('Custom text'), { name: 'AiError', code: 'error_moderation' });
		expect(toAssistantError(error)).toEqual({
			code: 'error_moderation',
			message: 'Custom text',
			retryable: false,
		});
	});

	it('makes another Error error_unknown with its message', () => {
		expect(toAssistantError(new Error('Token expired'))).toEqual({
			code: 'error_unknown',
			message: 'Token expired',
			retryable: false,
		});
		const foreign = Object.assign(new Error('Odd'), { name: 'AiError', code: 'error_other' });
		expect(toAssistantError(foreign)).toMatchObject({ code: 'error_unknown', message: 'Odd' });
	});

	it.each([new Error(''), new Error('  '), 'a string', undefined, null, { message: 'not an Error' }])(
		'gives %o the generic message',
		(error) => {
			expect(toAssistantError(error)).toEqual({
				code: 'error_unknown',
				message: GENERIC,
				retryable: false,
			});
		}
	);
});

describe('isNetworkFailure', () => {
	it.each([
		'Failed to fetch',
		'NetworkError when attempting to fetch resource.',
		'Load failed',
		'fetch failed',
		'Network request failed',
	])('is true for a network AiError caused by a TypeError %j', (message) => {
		expect(isNetworkFailure(new AiError('error_network', { cause: new TypeError(message) }))).toBe(true);
	});

	it('finds the TypeError further down the cause chain', () => {
		const cause = new NetworkError('https://example.test/token', new TypeError('Failed to fetch'));
		expect(isNetworkFailure(new AiError('error_network', { cause }))).toBe(true);
	});

	it('is false for other failures', () => {
		expect(isNetworkFailure(new AiError('error_network'))).toBe(false);
		expect(isNetworkFailure(new AiError('error_network', { status: 500 }))).toBe(false);
		expect(
			isNetworkFailure(new AiError('error_network', { cause: new SyntaxError('Unexpected token') }))
		).toBe(false);
		expect(
			isNetworkFailure(new AiError('error_network', { cause: new TypeError('x is not a function') }))
		).toBe(false);
		expect(
			isNetworkFailure(
				new AiError('error_service_unavailable', { cause: new TypeError('Failed to fetch') })
			)
		).toBe(false);
		expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(false);
		expect(isNetworkFailure(undefined)).toBe(false);
	});

	it('stops on a cause chain that loops', () => {
		const loop = new Error('loop');
		Object.defineProperty(loop, 'cause', { value: loop });
		expect(isNetworkFailure(new AiError('error_network', { cause: loop }))).toBe(false);
	});
});
