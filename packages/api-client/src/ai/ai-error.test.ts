import { describe, expect, it } from 'vitest';

import { ApiError } from '../errors/api-error';
import { NetworkError } from '../errors/network-error';
import {
	AI_ERROR_MESSAGES,
	AiError,
	aiErrorCodeForStatus,
	aiErrorForStatus,
	isAiError,
	isRetryableAiError,
	toAiError,
} from './ai-error';

describe('aiErrorCodeForStatus', () => {
	it.each([
		[429, 'error_quota_exceeded'],
		[503, 'error_service_unavailable'],
		[422, 'error_moderation'],
		[500, 'error_network'],
		[400, 'error_network'],
		[401, 'error_network'],
		[403, 'error_network'],
		[404, 'error_network'],
		[502, 'error_network'],
		[504, 'error_network'],
	] as const)('maps %i to %s', (status, code) => {
		expect(aiErrorCodeForStatus(status)).toBe(code);
		const error = aiErrorForStatus(status);
		expect(error).toMatchObject({ code, status, severity: 'info', message: AI_ERROR_MESSAGES[code] });
		expect(isAiError(error)).toBe(true);
	});
});

describe('whether an AI error is worth retrying', () => {
	it.each([
		[503, true],
		[500, true],
		[502, true],
		[504, true],
		[400, false],
		[401, false],
		[403, false],
		[404, false],
		[413, false],
		[429, false],
		[422, false],
	] as const)('an HTTP %i is retryable: %s', (status, retryable) => {
		expect(aiErrorForStatus(status).retryable).toBe(retryable);
		expect(toAiError(new ApiError({ status, code: 'x', message: 'm', url: 'u' })).retryable).toBe(
			retryable
		);
	});

	it('keeps a 4xx other than quota and moderation a network error, only not retryable', () => {
		expect(aiErrorForStatus(400)).toMatchObject({ code: 'error_network', status: 400, retryable: false });
	});

	it('retries a failure without a status: no answer, a broken stream', () => {
		expect(new AiError('error_network').retryable).toBe(true);
		expect(toAiError(new NetworkError('u', new TypeError('Failed to fetch'))).retryable).toBe(true);
		expect(new AiError('error_service_unavailable').retryable).toBe(true);
		expect(new AiError('error_unclear_prompt').retryable).toBe(false);
		expect(isRetryableAiError('error_moderation')).toBe(false);
		expect(isRetryableAiError('error_quota_exceeded')).toBe(false);
	});
});

describe('AI error messages', () => {
	it('are the fixed catalogue texts', () => {
		expect(AI_ERROR_MESSAGES.error_quota_exceeded).toBe(
			'You have reached the limit of requests for this site.'
		);
		expect(AI_ERROR_MESSAGES.error_unclear_prompt).toBe('Your request was unclear. Mind trying again?');
		expect(AI_ERROR_MESSAGES.error_moderation).toBe(
			'This request has been flagged by our moderation system. Please try to rephrase it and try again.'
		);
		expect(AI_ERROR_MESSAGES.error_network).toBe(
			'It was not possible to process your request. Mind trying again?'
		);
		expect(AI_ERROR_MESSAGES.error_service_unavailable).toMatch(/unavailable.*Sorry/);
	});
});

describe('toAiError', () => {
	it('maps an ApiError by its status and anything else to a network error', () => {
		const api = new ApiError({ status: 429, code: 'x', message: 'm', url: 'u' });
		expect(toAiError(api)).toMatchObject({ code: 'error_quota_exceeded', status: 429, cause: api });
		expect(toAiError(new NetworkError('u', new TypeError('Failed to fetch'))).code).toBe('error_network');
		expect(toAiError(new TypeError('x')).code).toBe('error_network');
		const same = new AiError('error_moderation');
		expect(toAiError(same)).toBe(same);
	});

	it('recognises an AiError of another realm by name', () => {
		const foreign = Object.assign(new Error('x'), { name: 'AiError' });
		expect(isAiError(foreign)).toBe(true);
		expect(isAiError(new Error('x'))).toBe(false);
	});
});
