import { isApiError } from '@blockyard/api-client';

/**
 * What a service said when a call failed, for the person: the message of the server's error
 * body as it wrote it (the client's error adds the HTTP status, which means nothing to an
 * author), another failure's own message, or `fallback` when there is none.
 */
export function serverMessage(error: unknown, fallback: string): string {
	if (isApiError(error)) {
		return error.serverMessage.trim() || fallback;
	}
	return error instanceof Error && error.message ? error.message : fallback;
}
