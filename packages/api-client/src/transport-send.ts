// What a transport loads with its first request: ky, and the sending of a request and the reading
// of its answer into a value or a typed error. `transport.ts` keeps what making a transport needs.
import ky, { type Options as KyOptions } from 'ky';

import { ApiError } from './errors/api-error';
import { NetworkError } from './errors/network-error';
import { NotFoundError } from './errors/not-found-error';
import { ParseError } from './errors/parse-error';
import { ValidationError } from './errors/validation-error';
import type { RequestOptions, SearchParams } from './transport';

/** A transport's requests, once loaded. */
export type Send = <T>(path: string, request: RequestOptions<T>) => Promise<T>;

/**
 * The `{ code, message }` of an error body; the media API wraps it as `{ errors: [ … ] }`,
 * whose first entry counts.
 */
function errorBody(value: unknown): { code?: unknown; message?: unknown; data?: unknown } {
	if (typeof value !== 'object' || value === null) {
		return {};
	}
	const { errors } = value as { errors?: unknown };
	if (Array.isArray(errors) && typeof errors[0] === 'object' && errors[0] !== null) {
		return errors[0] as { code?: unknown; message?: unknown; data?: unknown };
	}
	return value;
}

const definedParams = (params: SearchParams | undefined): [string, string][] =>
	Object.entries(params ?? {}).flatMap(([key, value]): [string, string][] => {
		if (value === undefined) {
			return [];
		}
		return typeof value === 'object'
			? value.map((item): [string, string] => [`${key}[]`, item])
			: [[key, String(value)]];
	});

/** Sends requests below `root` (ending with a slash) with ky's `defaults`. */
export function createSend(root: string, defaults: KyOptions, cacheBuster: boolean): Send {
	const http = ky.create(defaults);
	return async function send<T>(path: string, request: RequestOptions<T>): Promise<T> {
		const relativePath = path.replace(/^\//, '');
		const url = root + relativePath;
		const method = request.method ?? 'get';
		const searchParams = definedParams(request.searchParams);
		if (cacheBuster && method === 'get') {
			searchParams.push(['_cacheBuster', String(Date.now())]);
		}
		let response: Response;
		try {
			response = await http(relativePath, {
				method,
				searchParams,
				...(request.json !== undefined ? { json: request.json } : {}),
				...(request.body !== undefined ? { body: request.body } : {}),
				...(request.headers ? { headers: request.headers } : {}),
				...(request.signal ? { signal: request.signal } : {}),
			});
		} catch (cause) {
			throw new NetworkError(url, cause);
		}

		let text: string;
		try {
			text = await response.text();
		} catch (cause) {
			throw new NetworkError(url, cause);
		}
		let body: unknown;
		let parsed = true;
		try {
			body = text === '' ? null : JSON.parse(text);
		} catch {
			parsed = false;
		}

		if (!response.ok) {
			const { code, message, data } = errorBody(body);
			const details = {
				status: response.status,
				code: typeof code === 'string' ? code : 'unknown',
				message: typeof message === 'string' ? message : response.statusText || 'Request failed',
				url,
				...(typeof data === 'object' && data !== null
					? { data: data as Record<string, unknown> }
					: {}),
			};
			throw response.status === 404
				? new NotFoundError({ ...details, afterRedirect: response.redirected })
				: new ApiError(details);
		}
		if (!parsed) {
			throw new ParseError({ url, afterRedirect: response.redirected });
		}
		const result = request.schema.safeParse(body);
		if (!result.success) {
			const [issue] = result.error.issues;
			throw new ValidationError({
				url,
				call: request.call ?? relativePath,
				field: issue?.path.map(String).join('.') ?? '',
				problem: issue?.message ?? 'unexpected value',
				cause: result.error,
			});
		}
		return result.data;
	};
}
