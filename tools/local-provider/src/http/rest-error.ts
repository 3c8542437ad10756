import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The body WordPress's REST API answers errors with. */
export interface RestErrorBody {
	readonly code: string;
	readonly message: string;
	readonly data: { readonly status: number } & Readonly<Record<string, unknown>>;
}

/** Thrown by a route to answer with WordPress's error shape; the app's error handler turns it into the response. */
export class RestError extends Error {
	override readonly name = 'RestError';
	readonly code: string;
	readonly status: ContentfulStatusCode;
	readonly data: Readonly<Record<string, unknown>>;

	constructor(
		code: string,
		message: string,
		status: ContentfulStatusCode,
		data: Readonly<Record<string, unknown>> = {}
	) {
		super(message);
		this.code = code;
		this.status = status;
		this.data = data;
	}

	toBody(): RestErrorBody {
		return restErrorBody(this.code, this.message, this.status, this.data);
	}
}

export function restErrorBody(
	code: string,
	message: string,
	status: number,
	data: Readonly<Record<string, unknown>> = {}
): RestErrorBody {
	return { code, message, data: { ...data, status } };
}

export const NO_ROUTE_MESSAGE = 'No route was found matching the URL and request method.';
