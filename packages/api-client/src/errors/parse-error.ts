/** The server answered 2xx with a body that is not JSON. Nothing of it is used. */
export class ParseError extends Error {
	override readonly name = 'ParseError';
	readonly url: string;
	/** The answer came after a redirect (often a login page or a proxy's error page). */
	readonly afterRedirect: boolean;

	constructor(options: { url: string; afterRedirect: boolean; cause?: unknown }) {
		super(
			options.afterRedirect
				? `The answer from ${options.url}, reached after a redirect, is not valid JSON.`
				: `The answer from ${options.url} is not valid JSON.`,
			{ cause: options.cause }
		);
		this.url = options.url;
		this.afterRedirect = options.afterRedirect;
	}
}

export function isParseError(error: unknown): error is ParseError {
	return error instanceof ParseError || (error instanceof Error && error.name === 'ParseError');
}
