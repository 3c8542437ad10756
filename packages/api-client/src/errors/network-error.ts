/** The request never got an answer: offline, refused, aborted by a timeout. */
export class NetworkError extends Error {
	override readonly name = 'NetworkError';
	readonly url: string;

	constructor(url: string, cause: unknown) {
		super(`The request to ${url} failed before the server answered.`, { cause });
		this.url = url;
	}
}

export function isNetworkError(error: unknown): error is NetworkError {
	return error instanceof NetworkError || (error instanceof Error && error.name === 'NetworkError');
}
