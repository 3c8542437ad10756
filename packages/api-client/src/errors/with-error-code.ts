import { ApiError, isApiError } from './api-error';

/**
 * `request`, whose refusal is raised again as an {@link ApiError} of `code` with the same
 * status and message: a service whose own code says nothing of which service refused
 * (a third party's bare `{ message }`, a platform's generic code) names itself this way.
 */
export async function withErrorCode<T>(request: Promise<T>, code: string): Promise<T> {
	try {
		return await request;
	} catch (error) {
		if (isApiError(error) && error.code !== code) {
			throw new ApiError({
				status: error.status,
				code,
				message: error.serverMessage,
				url: error.url,
				data: error.data,
				cause: error,
			});
		}
		throw error;
	}
}
