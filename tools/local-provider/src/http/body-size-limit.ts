import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

import { restErrorBody } from './rest-error';

/** Answers 413 in WordPress's error shape once a request body passes `maxBytes`. */
export function bodySizeLimit(maxBytes: number): MiddlewareHandler {
	return bodyLimit({
		maxSize: maxBytes,
		onError: (c) =>
			c.json(
				restErrorBody(
					'rest_request_too_large',
					`The request body is larger than ${maxBytes} bytes.`,
					413,
					{
						max_bytes: maxBytes,
					}
				),
				413
			),
	});
}
