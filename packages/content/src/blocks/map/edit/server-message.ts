import { isApiError } from '@blockyard/api-client';

/**
 * What the server said, for the person: the message of its error body (without
 * the status the client adds), or `fallback` for a failure with no message of its own.
 */
export function serverMessage(error: unknown, fallback: string): string {
	if (isApiError(error)) {
		const message = error.message.replace(/ \(\d{3}\)$/, '').trim();
		return message === '' ? fallback : message;
	}
	return fallback;
}
