import { describe, expect, it } from 'vitest';

import type { AssistantError } from '../types';
import {
	INITIAL_REQUEST_STATE,
	isRequestActive,
	requestReducer,
	type RequestEvent,
	type RequestState,
} from './machine';

const ERROR: AssistantError = { code: 'error_network', message: 'Network', retryable: true };

const run = (...events: RequestEvent[]): RequestState => events.reduce(requestReducer, INITIAL_REQUEST_STATE);

const requesting = run({ type: 'request' });
const suggesting = requestReducer(requesting, { type: 'suggestion', text: 'Hel', requestId: 1 });
const done = requestReducer(suggesting, { type: 'done', text: 'Hello', requestId: 1 });
const failed = requestReducer(suggesting, { type: 'fail', error: ERROR, requestId: 1 });

describe('requestReducer', () => {
	it('starts in init', () => {
		expect(INITIAL_REQUEST_STATE).toEqual({ status: 'init', suggestion: '', requestId: 0 });
		expect(isRequestActive(INITIAL_REQUEST_STATE)).toBe(false);
	});

	it('goes init → requesting → suggesting → done', () => {
		expect(requesting).toEqual({ status: 'requesting', suggestion: '', requestId: 1 });
		expect(suggesting).toEqual({ status: 'suggesting', suggestion: 'Hel', requestId: 1 });
		expect(requestReducer(suggesting, { type: 'suggestion', text: 'Hello', requestId: 1 })).toEqual({
			status: 'suggesting',
			suggestion: 'Hello',
			requestId: 1,
		});
		expect(done).toEqual({ status: 'done', suggestion: 'Hello', requestId: 1 });
		expect(isRequestActive(requesting) && isRequestActive(suggesting)).toBe(true);
		expect(isRequestActive(done)).toBe(false);
	});

	it('goes requesting → done when the stream ends without text', () => {
		expect(requestReducer(requesting, { type: 'done', text: '', requestId: 1 })).toEqual({
			status: 'done',
			suggestion: '',
			requestId: 1,
		});
	});

	it('goes to error from requesting or suggesting, keeping the text so far', () => {
		expect(requestReducer(requesting, { type: 'fail', error: ERROR, requestId: 1 })).toEqual({
			status: 'error',
			suggestion: '',
			error: ERROR,
			requestId: 1,
		});
		expect(failed).toEqual({ status: 'error', suggestion: 'Hel', error: ERROR, requestId: 1 });
	});

	it('stops to done with the text so far', () => {
		expect(requestReducer(suggesting, { type: 'stop' })).toEqual({
			status: 'done',
			suggestion: 'Hel',
			requestId: 1,
		});
		expect(requestReducer(requesting, { type: 'stop' })).toEqual({
			status: 'done',
			suggestion: '',
			requestId: 1,
		});
	});

	it.each([
		['init', INITIAL_REQUEST_STATE],
		['done', done],
		['error', failed],
	] as const)('ignores stop in %s', (_, state) => {
		expect(requestReducer(state, { type: 'stop' })).toBe(state);
	});

	it.each([
		['init', INITIAL_REQUEST_STATE],
		['done', done],
		['error', failed],
	] as const)('ignores suggestion, done and fail in %s', (_, state) => {
		const id = state.requestId;
		expect(requestReducer(state, { type: 'suggestion', text: 'x', requestId: id })).toBe(state);
		expect(requestReducer(state, { type: 'done', text: 'x', requestId: id })).toBe(state);
		expect(requestReducer(state, { type: 'fail', error: ERROR, requestId: id })).toBe(state);
	});

	it.each([
		['init', INITIAL_REQUEST_STATE],
		['requesting', requesting],
		['suggesting', suggesting],
		['done', done],
		['error', failed],
	] as const)('starts a new request from %s, clearing the text and the error', (_, state) => {
		expect(requestReducer(state, { type: 'request' })).toEqual({
			status: 'requesting',
			suggestion: '',
			requestId: state.requestId + 1,
		});
	});

	it('resets to init, keeping the request id', () => {
		expect(requestReducer(failed, { type: 'reset' })).toEqual({
			status: 'init',
			suggestion: '',
			requestId: 1,
		});
		expect(requestReducer(suggesting, { type: 'reset' })).toEqual({
			status: 'init',
			suggestion: '',
			requestId: 1,
		});
		expect(requestReducer(INITIAL_REQUEST_STATE, { type: 'reset' })).toBe(INITIAL_REQUEST_STATE);
	});

	describe('stale events', () => {
		const replaced = run(
			{ type: 'request' },
			{ type: 'suggestion', text: 'old', requestId: 1 },
			{ type: 'request' },
			{ type: 'suggestion', text: 'new', requestId: 2 }
		);

		it('ignores every event of a replaced request', () => {
			expect(replaced).toEqual({ status: 'suggesting', suggestion: 'new', requestId: 2 });
			expect(requestReducer(replaced, { type: 'suggestion', text: 'old and more', requestId: 1 })).toBe(
				replaced
			);
			expect(requestReducer(replaced, { type: 'done', text: 'old', requestId: 1 })).toBe(replaced);
			expect(requestReducer(replaced, { type: 'fail', error: ERROR, requestId: 1 })).toBe(replaced);
		});

		it('ignores events of a request that has not started', () => {
			expect(requestReducer(requesting, { type: 'suggestion', text: 'x', requestId: 2 })).toBe(
				requesting
			);
		});

		it('ignores the late chunks, end and failure of a stopped request', () => {
			const stopped = requestReducer(suggesting, { type: 'stop' });
			expect(requestReducer(stopped, { type: 'suggestion', text: 'Hello, wor', requestId: 1 })).toBe(
				stopped
			);
			expect(requestReducer(stopped, { type: 'done', text: 'Hello, world', requestId: 1 })).toBe(
				stopped
			);
			expect(requestReducer(stopped, { type: 'fail', error: ERROR, requestId: 1 })).toBe(stopped);
		});

		it('ignores the late events of a request that was reset', () => {
			const reset = requestReducer(suggesting, { type: 'reset' });
			expect(requestReducer(reset, { type: 'suggestion', text: 'late', requestId: 1 })).toBe(reset);
			const next = requestReducer(reset, { type: 'request' });
			expect(next.requestId).toBe(2);
			expect(requestReducer(next, { type: 'done', text: 'late', requestId: 1 })).toBe(next);
		});
	});
});
