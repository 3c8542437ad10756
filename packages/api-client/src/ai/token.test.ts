import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createTransport } from '../transport';
import { isAiError } from './ai-error';
import type { KeyValueStorage } from './storage';
import { AI_TOKEN_STORAGE_KEY, AI_TOKEN_TTL_MS, requestAiToken } from './token';

const memoryStorage = (): KeyValueStorage & { map: Map<string, string> } => {
	const map = new Map<string, string>();
	return {
		map,
		getItem: (key) => map.get(key) ?? null,
		setItem: (key, value) => void map.set(key, value),
		removeItem: (key) => void map.delete(key),
	};
};

function fakeSite(answer: () => Response) {
	const requests: Request[] = [];
	const fetch: typeof globalThis.fetch = async (input, init) => {
		requests.push(new Request(input, init));
		return answer();
	};
	const transports = {
		hosted: createTransport({ root: 'http://site.test/wp-json/wpcom/v2/', fetch }),
		plugin: createTransport({
			root: 'http://site.test/wp-json/jetpack/v4/',
			nonce: 'n0nce',
			cacheBuster: true,
			fetch,
		}),
	};
	return { requests, transports };
}

const ok = () => new Response(JSON.stringify({ token: 'jwt-1', blog_id: 42 }), { status: 200 });

describe('requestAiToken', () => {
	beforeEach(() => {
		vi.useFakeTimers();
		vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
	});
	afterEach(() => {
		vi.useRealTimers();
	});

	it('asks the plugin path with the nonce and a cache-buster, and caches for 2 minutes', async () => {
		const { requests, transports } = fakeSite(ok);
		const storage = memoryStorage();
		const first = await requestAiToken(transports, { storage });
		expect(first).toEqual({ token: 'jwt-1', blogId: '42', expire: Date.now() + AI_TOKEN_TTL_MS });
		expect(requests).toHaveLength(1);
		const url = new URL(requests[0]?.url ?? '');
		expect(requests[0]?.method).toBe('POST');
		expect(url.pathname).toBe('/wp-json/jetpack/v4/jetpack-ai-jwt');
		expect(url.searchParams.has('_cacheBuster')).toBe(true);
		expect(requests[0]?.headers.get('X-WP-Nonce')).toBe('n0nce');
		expect(JSON.parse(storage.map.get(AI_TOKEN_STORAGE_KEY) ?? '')).toEqual(first);

		vi.advanceTimersByTime(AI_TOKEN_TTL_MS - 1);
		await expect(requestAiToken(transports, { storage })).resolves.toEqual(first);
		expect(requests).toHaveLength(1);

		vi.advanceTimersByTime(1);
		await requestAiToken(transports, { storage });
		expect(requests).toHaveLength(2);
		expect([...storage.map.keys()]).toEqual([AI_TOKEN_STORAGE_KEY]);
	});

	it('asks the hosted path for a simple site', async () => {
		const { requests, transports } = fakeSite(ok);
		await requestAiToken(transports, { storage: null, simpleSite: true, siteId: 42 });
		expect(new URL(requests[0]?.url ?? '').pathname).toBe(
			'/wp-json/wpcom/v2/sites/42/jetpack-openai-query/jwt'
		);
		expect(requests[0]?.headers.get('X-WP-Nonce')).toBeNull();
	});

	it('fetches every time without storage', async () => {
		const { requests, transports } = fakeSite(ok);
		await requestAiToken(transports, { storage: null });
		await requestAiToken(transports, { storage: null });
		expect(requests).toHaveLength(2);
	});

	it('ignores an unreadable cached value', async () => {
		const { requests, transports } = fakeSite(ok);
		const storage = memoryStorage();
		storage.setItem(AI_TOKEN_STORAGE_KEY, '{not json');
		await expect(requestAiToken(transports, { storage })).resolves.toMatchObject({ token: 'jwt-1' });
		expect(requests).toHaveLength(1);
	});

	it.each([
		['a 403', () => new Response('{"code":"x","message":"no"}', { status: 403 }), 'error_network'],
		['a 429', () => new Response('{}', { status: 429 }), 'error_quota_exceeded'],
		['a wrong shape', () => new Response('{"token":""}', { status: 200 }), 'error_network'],
		[
			'no answer',
			() => {
				throw new TypeError('Failed to fetch');
			},
			'error_network',
		],
	])('rejects with an AiError on %s and caches nothing', async (_name, answer, code) => {
		const { transports } = fakeSite(answer);
		const storage = memoryStorage();
		const error: unknown = await requestAiToken(transports, { storage }).catch((e: unknown) => e);
		expect(isAiError(error) && error.code).toBe(code);
		expect(storage.map.size).toBe(0);
	});
});
