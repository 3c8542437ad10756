import { storageFaultOf } from '../http/storage-fault';

/** Whether a tus hook or the library threw an answer of its own (`{ status_code, body }`). */
export const isTusAnswer = (error: unknown): boolean =>
	typeof error === 'object' && error !== null && typeof Reflect.get(error, 'status_code') === 'number';

/**
 * The upload's answer to an error its store or a hook failed with, decided as for every other
 * route (`storageFaultOf`): a full or read-only disk is 503 with `Retry-After` and the fault's
 * message, as text like every answer of the upload (the upload screen shows it as it is);
 * any other error is thrown on, to the app's error handler (a 500 without details). The
 * error's own text, which names a path on the server, is never sent.
 */
export function storageFaultAnswer(error: unknown): Response {
	const fault = storageFaultOf(error);
	if (!fault) {
		throw error;
	}
	return new Response(fault.message, {
		status: 503,
		headers: {
			'Content-Type': 'text/plain; charset=utf-8',
			'Tus-Resumable': '1.0.0',
			'Retry-After': String(fault.retryAfter),
		},
	});
}
