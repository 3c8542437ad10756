import { isApiError } from '@blockyard/api-client';

/** What a failed call says to the author: the service's own message when it gave one. */
export const problemOf = (error: unknown): string =>
	isApiError(error) ? error.serverMessage : error instanceof Error ? error.message : String(error);
