import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';

import { answerToGoneClient, clientGone } from './client-gone';
import { NO_ROUTE_MESSAGE, RestError, restErrorBody } from './rest-error';
import { storageFaultOf } from './storage-fault';

/** Unknown route or method: WordPress's `rest_no_route`. */
export const notFoundHandler: NotFoundHandler = (c) =>
	c.json(restErrorBody('rest_no_route', NO_ROUTE_MESSAGE, 404), 404);

/**
 * Every error ends as a JSON answer in WordPress's shape, so the server never
 * crashes on a bad request: a {@link RestError} as it says, a hono
 * HTTPException with its status, a storage fault (a locked database, a folder
 * that cannot be written) as 503 with `Retry-After`, anything else as a 500
 * (reported through `report`). A request its client aborted is not an error of the
 * provider's: it is neither reported nor answered as a 500.
 */
export function createErrorHandler(report: (error: unknown) => void): ErrorHandler {
	return (error, c) => {
		if (error instanceof RestError) {
			return c.json(error.toBody(), error.status);
		}
		if (error instanceof HTTPException) {
			const status = error.status;
			const code = status === 413 ? 'rest_request_too_large' : 'rest_http_error';
			return c.json(
				restErrorBody(code, error.message || 'The request could not be handled.', status),
				status
			);
		}
		if (clientGone(c)) {
			// Its body stream broke, or it stopped waiting: nothing failed here. The request log
			// says it was aborted.
			return answerToGoneClient();
		}
		const fault = storageFaultOf(error);
		if (fault) {
			c.header('Retry-After', String(fault.retryAfter));
			return c.json(restErrorBody(fault.code, fault.message, 503), 503);
		}
		report(error);
		return c.json(
			restErrorBody('internal_server_error', 'The local provider failed to handle this request.', 500),
			500
		);
	};
}
