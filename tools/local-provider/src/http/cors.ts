import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

import { UPLOAD_REQUEST_HEADERS, UPLOAD_RESPONSE_HEADERS } from '../resumable/headers';
import type { AccessPolicy } from './access-policy';
import { EDITOR_MARKER_HEADER } from './request-log';

/**
 * CORS for the pages the provider serves only: the playground's origins and
 * the WordPress test sites' (see `AccessPolicy`). Any other origin, another
 * port of this machine included, gets no `Access-Control-Allow-Origin`, so
 * browsers keep the answer from it.
 */
export function siteCors(policy: AccessPolicy): MiddlewareHandler {
	return cors({
		origin: (origin) => (policy.isAllowedOrigin(origin) ? origin : null),
		allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
		allowHeaders: [
			'Content-Type',
			'X-WP-Nonce',
			'Authorization',
			'X-Blockyard-Fault',
			// The editor's marker, which a WordPress test site's editor sends to the provider's root.
			EDITOR_MARKER_HEADER,
			...UPLOAD_REQUEST_HEADERS,
		],
		exposeHeaders: [
			'X-WP-Total',
			'X-WP-TotalPages',
			'Location',
			'Retry-After',
			...UPLOAD_RESPONSE_HEADERS,
		],
		maxAge: 600,
	});
}
