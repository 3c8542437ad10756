// Test-only: the provider's `resolve-redirect`, which the embeds ask whether a URL answers.
import { vi } from 'vitest';

/**
 * Answers the provider's `resolve-redirect` with `status` for the URL asked about (or, for a
 * function, with what it returns); returns the mock, to read the URLs asked about.
 */
export function stubResolveRedirect(status: number | ((url: string) => Response | Promise<Response>) = 200) {
	const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
		const asked =
			new URL(input instanceof Request ? input.url : String(input)).searchParams.get('url') ?? '';
		if (typeof status === 'function') {
			return status(asked);
		}
		return new Response(JSON.stringify({ status, url: asked }), {
			status: 200,
			headers: { 'Content-Type': 'application/json' },
		});
	});
	vi.stubGlobal('fetch', fetchMock);
	return fetchMock;
}

/** The URLs a stubbed fetch was asked to check. */
export const checkedUrls = (fetchMock: ReturnType<typeof stubResolveRedirect>): string[] =>
	fetchMock.mock.calls.map(([input]) => {
		const url = new URL(input instanceof Request ? input.url : String(input));
		return `${url.pathname}|${url.searchParams.get('url') ?? ''}`;
	});
