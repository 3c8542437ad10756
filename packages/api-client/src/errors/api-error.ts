/** The server answered with a status outside 2xx. */
export class ApiError extends Error {
	override readonly name: string = 'ApiError';
	readonly status: number;
	/** The `code` of the server's `{ code, message }` body, or `unknown`. */
	readonly code: string;
	/** The server's own `message`, without the status the error's `message` adds. */
	readonly serverMessage: string;
	readonly url: string;
	/** The `data` of the server's error body (WordPress puts `status`, `params`, `key` there). */
	readonly data: Readonly<Record<string, unknown>>;

	constructor(options: {
		status: number;
		code: string;
		message: string;
		url: string;
		data?: Readonly<Record<string, unknown>>;
		cause?: unknown;
	}) {
		// The server message followed by the status.
		super(`${options.message} (${options.status})`, { cause: options.cause });
		this.status = options.status;
		this.code = options.code;
		this.serverMessage = options.message;
		this.url = options.url;
		this.data = options.data ?? {};
	}
}

/** True for an {@link ApiError}, also across realms. */
export function isApiError(error: unknown): error is ApiError {
	return error instanceof ApiError || (error instanceof Error && error.name === 'ApiError');
}
