import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

import { RestError } from './rest-error';

/**
 * Answers 413 in WordPress's error shape once a request body passes
 * `maxBytes`. `answer` may answer otherwise (a page for a browser's own form
 * POST); `undefined` keeps the JSON.
 */
export function bodySizeLimit(
	maxBytes: number,
	answer?: (c: Context, error: RestError) => Response | undefined
): MiddlewareHandler {
	return bodyLimit({
		maxSize: maxBytes,
		onError: (c) => {
			const error = new RestError(
				'rest_request_too_large',
				`The request body is larger than ${maxBytes} bytes.`,
				413,
				{ max_bytes: maxBytes }
			);
			return answer?.(c, error) ?? c.json(error.toBody(), 413);
		},
	});
}
