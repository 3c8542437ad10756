import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { isApiError } from './errors/api-error';
import { isNetworkError } from './errors/network-error';
import { isNotFoundError } from './errors/not-found-error';
import { isParseError } from './errors/parse-error';
import { isValidationError } from './errors/validation-error';
import { createTransport } from './transport';

const schema = z.object({ ok: z.boolean() });

/** A `fetch` that answers every request with `body` and `status`, and records what it was asked. */
function answer(status: number, body: string, requests: Request[] = []): typeof fetch {
	return async (input, init) => {
		const request = new Request(input, init);
		requests.push(request);
		return new Response(body, { status, headers: { 'content-type': 'application/json' } });
	};
}

const rejectWith =
	(error: Error): typeof fetch =>
	() =>
		Promise.reject(error);

describe('createTransport', () => {
	it('returns the validated body and sends the nonce', async () => {
		const requests: Request[] = [];
		const transport = createTransport({
			root: 'http://example.test/wp-json',
			nonce: 'abc',
			fetch: answer(200, '{"ok":true,"extra":1}', requests),
		});
		await expect(transport.request('/wp/v2/thing', { schema, searchParams: { a: 1 } })).resolves.toEqual({
			ok: true,
		});
		expect(requests[0]?.url).toBe('http://example.test/wp-json/wp/v2/thing?a=1');
		expect(requests[0]?.headers.get('X-WP-Nonce')).toBe('abc');
	});

	it('raises an ApiError with the server message followed by the status', async () => {
		const transport = createTransport({
			root: 'http://example.test/',
			fetch: answer(403, '{"code":"rest_forbidden","message":"Sorry, you are not allowed."}'),
		});
		const error: unknown = await transport.request('x', { schema }).catch((e: unknown) => e);
		expect(isApiError(error)).toBe(true);
		expect(error).toMatchObject({
			status: 403,
			code: 'rest_forbidden',
			message: 'Sorry, you are not allowed. (403)',
		});
	});

	it('unwraps the first of an `errors` list, as the media API sends them', async () => {
		const transport = createTransport({
			root: 'http://example.test/',
			fetch: answer(401, '{"errors":[{"code":"authorization_required","message":"Connect first."}]}'),
		});
		const error: unknown = await transport.request('x', { schema }).catch((e: unknown) => e);
		expect(error).toMatchObject({
			status: 401,
			code: 'authorization_required',
			message: 'Connect first. (401)',
		});
	});

	it('raises a NotFoundError for 404, which is also an ApiError', async () => {
		const transport = createTransport({ root: 'http://example.test/', fetch: answer(404, 'not json') });
		const error: unknown = await transport.request('x', { schema }).catch((e: unknown) => e);
		expect(isNotFoundError(error)).toBe(true);
		expect(isApiError(error)).toBe(true);
		expect(error).toMatchObject({ code: 'unknown', status: 404 });
	});

	it('raises a NetworkError when no answer comes', async () => {
		const transport = createTransport({
			root: 'http://example.test/',
			fetch: rejectWith(new TypeError('Failed to fetch')),
		});
		const error: unknown = await transport.request('x', { schema }).catch((e: unknown) => e);
		expect(isNetworkError(error)).toBe(true);
		expect((error as Error).cause).toBeInstanceOf(TypeError);
	});

	it('raises a ParseError for a 2xx body that is not JSON', async () => {
		const transport = createTransport({ root: 'http://example.test/', fetch: answer(200, '<html>') });
		const error: unknown = await transport.request('x', { schema }).catch((e: unknown) => e);
		expect(isParseError(error)).toBe(true);
		expect(error).toMatchObject({ afterRedirect: false });
	});

	it('raises a ValidationError naming the call and the field for a body of the wrong shape', async () => {
		const transport = createTransport({
			root: 'http://example.test/',
			fetch: answer(200, '{"ok":"yes"}'),
		});
		const error: unknown = await transport
			.request('x', { schema, call: 'things.get' })
			.catch((e: unknown) => e);
		expect(isValidationError(error)).toBe(true);
		expect(error).toMatchObject({ call: 'things.get', field: 'ok' });
		expect((error as Error).message).toMatch(
			/^The answer to things.get does not have the expected shape: ok: /
		);
	});

	it('adds a cache-buster to GETs when asked, and leaves out undefined parameters', async () => {
		const requests: Request[] = [];
		const transport = createTransport({
			root: 'http://example.test/',
			cacheBuster: true,
			fetch: answer(200, '{"ok":true}', requests),
		});
		await transport.request('x', { schema, searchParams: { a: 'b', c: undefined } });
		await transport.request('x', { schema, method: 'post' });
		const [get, post] = requests.map((request) => new URL(request.url).searchParams);
		expect(get?.get('a')).toBe('b');
		expect(get?.has('c')).toBe(false);
		expect(get?.get('_cacheBuster')).toMatch(/^\d+$/);
		expect(post?.has('_cacheBuster')).toBe(false);
	});

	it('sends a list parameter as key[] entries, in order, and nothing for an empty list', async () => {
		const requests: Request[] = [];
		const transport = createTransport({
			root: 'http://example.test/',
			fetch: answer(200, '{"ok":true}', requests),
		});
		await transport.request('x', { schema, searchParams: { filter: ['a:1', 'b:2'], none: [], n: 3 } });
		const params = new URL(requests[0]?.url ?? '').searchParams;
		expect(params.getAll('filter[]')).toEqual(['a:1', 'b:2']);
		expect(params.has('none[]')).toBe(false);
		expect(params.get('n')).toBe('3');
	});

	it('does not retry by itself', async () => {
		const requests: Request[] = [];
		const transport = createTransport({
			root: 'http://example.test/',
			fetch: answer(500, '{}', requests),
		});
		await expect(transport.request('x', { schema })).rejects.toThrow();
		expect(requests).toHaveLength(1);
	});
});
