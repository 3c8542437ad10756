/**
 * The server answered 2xx with JSON that does not have the shape the call promises.
 * Nothing of it is used.
 */
export class ValidationError extends Error {
	override readonly name = 'ValidationError';
	readonly url: string;
	/** The call whose answer failed, e.g. `modules.get`. */
	readonly call: string;
	/** The first field that failed, as a dotted path (`data.0.id`); empty for the body itself. */
	readonly field: string;

	constructor(options: { url: string; call: string; field: string; problem: string; cause?: unknown }) {
		super(
			`The answer to ${options.call} does not have the expected shape: ${options.field || 'the body'}: ${options.problem}.`,
			{ cause: options.cause }
		);
		this.url = options.url;
		this.call = options.call;
		this.field = options.field;
	}
}

export function isValidationError(error: unknown): error is ValidationError {
	return error instanceof ValidationError || (error instanceof Error && error.name === 'ValidationError');
}
