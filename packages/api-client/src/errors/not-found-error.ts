import { ApiError } from './api-error';

/** The server answered 404. */
export class NotFoundError extends ApiError {
	override readonly name = 'NotFoundError';
}

export function isNotFoundError(error: unknown): error is NotFoundError {
	return error instanceof NotFoundError || (error instanceof Error && error.name === 'NotFoundError');
}
