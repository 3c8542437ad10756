import type { ResolvedRedirect } from '@blockyard/api-client';
import type { Hono } from 'hono';
import * as z from 'zod';

import { isLoopbackOrigin } from '../http/loopback-origin';
import { readQuery } from '../http/read-query';
import { RestError } from '../http/rest-error';
import { REST_PREFIX } from './route-context';

const querySchema = z.object({ url: z.url({ protocol: /^https?$/ }) });

/** Loopback URLs are the only ones worth fetching: the provider works offline. */
const TIMEOUT_MS = 5000;

/**
 * `GET wpcom/v2/resolve-redirect/?url=`: where a URL ends and with which
 * status. Offline, only URLs on this machine are followed (e.g. the provider's
 * own); any other answers unchanged with status 200.
 */
export function mountWpcomV2ResolveRedirect(app: Hono): void {
	app.get(`${REST_PREFIX}/wpcom/v2/resolve-redirect`, async (c) => {
		const { url } = readQuery(c, querySchema);
		if (!isLoopbackOrigin(new URL(url).origin)) {
			return c.json({ status: 200, url } satisfies ResolvedRedirect);
		}
		try {
			const response = await fetch(url, {
				redirect: 'follow',
				signal: AbortSignal.timeout(TIMEOUT_MS),
			});
			await response.body?.cancel();
			return c.json({ status: response.status, url: response.url || url } satisfies ResolvedRedirect);
		} catch {
			throw new RestError('http_request_failed', `The URL could not be reached: ${url}`, 502);
		}
	});
}
