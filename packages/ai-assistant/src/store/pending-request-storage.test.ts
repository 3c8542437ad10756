import { afterEach, describe, expect, it } from 'vitest';

import type { AiRequest } from '../types';
import {
	dropKeptPendingRequest,
	keepPendingRequest,
	PENDING_REQUEST_KEY_PREFIX,
	PENDING_REQUEST_TTL_MS,
	takeKeptPendingRequest,
	type PendingRequestStorage,
} from './pending-request-storage';

const REQUEST: AiRequest = {
	promptType: 'changeTone',
	input: { content: 'Hello there.', tone: 'humorous' },
};

/** A `Storage` in memory, as `localStorage` behaves. */
function memoryStorage(): PendingRequestStorage & { readonly map: Map<string, string> } {
	const map = new Map<string, string>();
	return {
		map,
		getItem: (key) => map.get(key) ?? null,
		setItem: (key, value) => void map.set(key, value),
		removeItem: (key) => void map.delete(key),
		get length() {
			return map.size;
		},
		key: (index) => [...map.keys()][index] ?? null,
	};
}

afterEach(() => {
	globalThis.localStorage?.clear();
});

describe('the pending requests kept in storage', () => {
	it('keeps a request under the block’s client id, and gives it back once', () => {
		const storage = memoryStorage();
		keepPendingRequest('ai-1', REQUEST, { storage, now: () => 1000 });

		expect([...storage.map.keys()]).toEqual([`${PENDING_REQUEST_KEY_PREFIX}ai-1`]);
		expect(takeKeptPendingRequest('ai-2', { storage, now: () => 2000 })).toBeUndefined();
		expect(takeKeptPendingRequest('ai-1', { storage, now: () => 2000 })).toEqual(REQUEST);
		expect(takeKeptPendingRequest('ai-1', { storage, now: () => 2000 })).toBeUndefined();
		expect(storage.map.size).toBe(0);
	});

	it('uses localStorage by default', () => {
		keepPendingRequest('ai-1', REQUEST);
		expect(localStorage.getItem(`${PENDING_REQUEST_KEY_PREFIX}ai-1`)).toContain('"changeTone"');
		expect(takeKeptPendingRequest('ai-1')).toEqual(REQUEST);
		expect(localStorage.length).toBe(0);
	});

	it(`drops a request older than ${PENDING_REQUEST_TTL_MS / 60_000} minutes unread`, () => {
		const storage = memoryStorage();
		keepPendingRequest('ai-1', REQUEST, { storage, now: () => 0 });

		expect(
			takeKeptPendingRequest('ai-1', { storage, now: () => PENDING_REQUEST_TTL_MS })
		).toBeUndefined();
		expect(storage.map.size).toBe(0);
	});

	it('gives it back just before it expires', () => {
		const storage = memoryStorage();
		keepPendingRequest('ai-1', REQUEST, { storage, now: () => 0 });
		expect(takeKeptPendingRequest('ai-1', { storage, now: () => PENDING_REQUEST_TTL_MS - 1 })).toEqual(
			REQUEST
		);
	});

	it.each([
		['not JSON', '{"request": '],
		['not a request', JSON.stringify({ request: { promptType: 'rm -rf', input: {} }, expires: 9e15 })],
		[
			'an unknown tone',
			JSON.stringify({ request: { promptType: 'changeTone', input: { tone: 'loud' } }, expires: 9e15 }),
		],
		['no expiry', JSON.stringify({ request: REQUEST })],
	])('ignores and removes what is %s', (_name, text) => {
		const storage = memoryStorage();
		storage.setItem(`${PENDING_REQUEST_KEY_PREFIX}ai-1`, text);

		expect(takeKeptPendingRequest('ai-1', { storage, now: () => 0 })).toBeUndefined();
		expect(storage.map.size).toBe(0);
	});

	it('sweeps expired requests of other blocks when it keeps one, and leaves other keys alone', () => {
		const storage = memoryStorage();
		storage.setItem('someone-else', 'x');
		keepPendingRequest('old', REQUEST, { storage, now: () => 0 });
		keepPendingRequest('recent', REQUEST, { storage, now: () => PENDING_REQUEST_TTL_MS / 2 });

		keepPendingRequest('new', REQUEST, { storage, now: () => PENDING_REQUEST_TTL_MS + 1 });

		expect([...storage.map.keys()].sort()).toEqual([
			`${PENDING_REQUEST_KEY_PREFIX}new`,
			`${PENDING_REQUEST_KEY_PREFIX}recent`,
			'someone-else',
		]);
	});

	it('forgets a kept request', () => {
		const storage = memoryStorage();
		keepPendingRequest('ai-1', REQUEST, { storage, now: () => 0 });
		dropKeptPendingRequest('ai-1', { storage });
		expect(storage.map.size).toBe(0);
	});

	it('never throws when the storage fails or is missing', () => {
		const failing: PendingRequestStorage = {
			getItem: () => {
				throw new DOMException('blocked', 'SecurityError');
			},
			setItem: () => {
				throw new DOMException('full', 'QuotaExceededError');
			},
			removeItem: () => {
				throw new DOMException('blocked', 'SecurityError');
			},
			length: 0,
			key: () => null,
		};
		expect(() => keepPendingRequest('ai-1', REQUEST, { storage: failing })).not.toThrow();
		expect(takeKeptPendingRequest('ai-1', { storage: failing })).toBeUndefined();
		expect(() => dropKeptPendingRequest('ai-1', { storage: failing })).not.toThrow();
		expect(() => keepPendingRequest('ai-1', REQUEST, { storage: null })).not.toThrow();
		expect(takeKeptPendingRequest('ai-1', { storage: null })).toBeUndefined();
	});
});
