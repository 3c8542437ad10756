import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';

import { isNetworkError } from './errors/network-error';
import { createTransport } from './transport';

const schema = z.object({ ok: z.boolean() });
const ok: typeof fetch = async () =>
	new Response('{"ok":true}', { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => {
	vi.doUnmock('./transport-send');
});

describe('a transport’s requests, loaded with the first one', () => {
	it('make a failed load that request’s NetworkError, and load again with the next request', async () => {
		vi.doMock('./transport-send', () => {
			throw new TypeError('Failed to fetch dynamically imported module');
		});
		const transport = createTransport({ root: 'http://example.test/wp-json/', fetch: ok });

		const failed = await transport.request('thing', { schema }).catch((error: unknown) => error);
		expect(isNetworkError(failed)).toBe(true);
		expect((failed as Error).message).toContain('http://example.test/wp-json/thing');

		vi.doUnmock('./transport-send');
		await expect(transport.request('thing', { schema })).resolves.toEqual({ ok: true });
	});
});
