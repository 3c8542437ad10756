/**
 * The server answered 2xx, but the body is not JSON or does not have the shape
 * the call promises. Nothing of such a body is used.
 */
export class ResponseError extends Error {
	override readonly name = 'ResponseError';
	readonly url: string;
	readonly reason: 'json' | 'shape';

	constructor(options: { url: string; reason: 'json' | 'shape'; cause?: unknown }) {
		super(
			options.reason === 'json'
				? `The answer from ${options.url} is not valid JSON.`
				: `The answer from ${options.url} does not have the expected shape.`,
			{ cause: options.cause }
		);
		this.url = options.url;
		this.reason = options.reason;
	}
}

export function isResponseError(error: unknown): error is ResponseError {
	return error instanceof ResponseError || (error instanceof Error && error.name === 'ResponseError');
}
