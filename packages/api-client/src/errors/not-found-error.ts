import { ApiError } from './api-error';

/** The server answered 404. */
export class NotFoundError extends ApiError {
	override readonly name = 'NotFoundError';
	/** The 404 came after a redirect (the site moved, or a proxy sent us elsewhere). */
	readonly afterRedirect: boolean;

	constructor(options: ConstructorParameters<typeof ApiError>[0] & { afterRedirect: boolean }) {
		super(options);
		this.afterRedirect = options.afterRedirect;
	}
}

export function isNotFoundError(error: unknown): error is NotFoundError {
	return error instanceof NotFoundError || (error instanceof Error && error.name === 'NotFoundError');
}
