import type { ResolvedRedirect } from '@blockyard/api-client';
import type { Hono } from 'hono';
import * as z from 'zod';

import { isLoopbackUrl } from '../../http/access-policy';
import { readQuery } from '../../http/read-query';
import { RestError } from '../../http/rest-error';
import { REST_PREFIX } from '../route-context';

const querySchema = z.object({ url: z.url({ protocol: /^https?$/ }) });

/** Loopback URLs are the only ones worth fetching: the provider works offline. */
const TIMEOUT_MS = 5000;
/** Redirects followed at most, as a browser gives up on a loop. */
export const MAX_REDIRECTS = 10;

const REDIRECT = new Set([301, 302, 303, 307, 308]);

/**
 * `GET wpcom/v2/resolve-redirect/?url=`: where a URL ends and with which
 * status. Offline, only URLs on this machine are fetched, one hop at a time:
 * each redirect's target is checked before it is followed, and the first one
 * off the machine is where the answer ends (status 200, unfetched), as for a
 * URL that starts off the machine. A URL that does not answer, or redirects
 * more than {@link MAX_REDIRECTS} times, answers 400 `http_request_failed`.
 */
export function mountWpcomV2ResolveRedirect(app: Hono): void {
	app.get(`${REST_PREFIX}/wpcom/v2/resolve-redirect`, async (c) => {
		const { url } = readQuery(c, querySchema);
		let current = new URL(url);
		const deadline = AbortSignal.timeout(TIMEOUT_MS);
		for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
			if (!isLoopbackUrl(current)) {
				return c.json({ status: 200, url: current.href } satisfies ResolvedRedirect);
			}
			let response: Response;
			try {
				response = await fetch(current, { redirect: 'manual', signal: deadline });
				await response.body?.cancel();
			} catch {
				// The URL given (or a hop of it) does not answer: a fault of the input, not of the provider.
				throw new RestError(
					'http_request_failed',
					`The URL could not be reached: ${current.href}`,
					400
				);
			}
			const location = response.headers.get('location');
			if (!REDIRECT.has(response.status) || location === null) {
				return c.json({ status: response.status, url: current.href } satisfies ResolvedRedirect);
			}
			try {
				current = new URL(location, current);
			} catch {
				return c.json({ status: response.status, url: current.href } satisfies ResolvedRedirect);
			}
		}
		throw new RestError('http_request_failed', `Too many redirects from ${url}`, 400);
	});
}
