import type { KyInstance, Options as KyOptions } from 'ky';
import type * as z from 'zod/mini';

import { ApiError } from './errors/api-error';
import { NetworkError } from './errors/network-error';
import { NotFoundError } from './errors/not-found-error';
import { ParseError } from './errors/parse-error';
import { ValidationError } from './errors/validation-error';
import { withSlash } from './roots';

export interface TransportOptions {
	/** Where the paths of the calls start, e.g. `https://example.com/wp-json/jetpack/v4/`. */
	readonly root: string;
	/** Sent as `X-WP-Nonce` when given: only for roots on the site's own origin. */
	readonly nonce?: string | undefined;
	/**
	 * `same-origin` (default) sends the site's cookies to its own origin; `omit` sends no
	 * credentials at all (public APIs).
	 */
	readonly credentials?: 'same-origin' | 'omit';
	/** Headers every request sends (the editor's marker). */
	readonly headers?: Readonly<Record<string, string>> | undefined;
	/** Adds a `_cacheBuster` parameter to GETs (the plugin namespace asks for it). */
	readonly cacheBuster?: boolean;
	/** A `fetch` to use instead of the global one (tests, other realms). */
	readonly fetch?: typeof globalThis.fetch | undefined;
	/** Milliseconds before a request counts as a network failure. Default 30 s. */
	readonly timeout?: number | undefined;
}

/**
 * Query parameters; `undefined` values are left out, and a list is sent the way
 * WordPress reads an array: `key[]=a&key[]=b` (nothing for an empty list).
 */
export type SearchParams = Readonly<
	Record<string, string | number | boolean | readonly string[] | undefined>
>;

export interface RequestOptions<T> {
	/** The call's name in errors, e.g. `modules.get`. Default: the path. */
	readonly call?: string;
	readonly method?: 'get' | 'post' | 'put' | 'patch' | 'delete';
	/** Query parameters (see {@link SearchParams}). */
	readonly searchParams?: SearchParams;
	/** A JSON body. */
	readonly json?: unknown;
	/** Any other body (a `FormData` for uploads). */
	readonly body?: BodyInit;
	readonly headers?: Readonly<Record<string, string>>;
	/** Every answer is checked against this schema before anyone uses it. */
	readonly schema: z.ZodMiniType<T>;
	readonly signal?: AbortSignal | undefined;
}

export interface Transport {
	/** The root the paths start at, ending with a slash. */
	readonly root: string;
	request<T>(path: string, options: RequestOptions<T>): Promise<T>;
}

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

/**
 * The one way the client talks to a server: ky underneath (loaded with the first request), no automatic
 * retries (a retry is the user's to ask for), typed errors, validated answers.
 * No call throws anything but the errors in ./errors.
 */
export function createTransport(options: TransportOptions): Transport {
	const root = withSlash(options.root);
	const defaults: KyOptions = {
		prefixUrl: root,
		headers: { ...options.headers, ...(options.nonce ? { 'X-WP-Nonce': options.nonce } : {}) },
		credentials: options.credentials ?? 'same-origin',
		retry: 0,
		throwHttpErrors: false,
		timeout: options.timeout ?? 30_000,
		...(options.fetch ? { fetch: options.fetch } : {}),
	};
	// ky loads with the first request, not with the page: making a client costs nothing until
	// it calls. A failed load is a NetworkError of that request, and the next request loads again.
	let loading: Promise<KyInstance> | undefined;
	const client = (): Promise<KyInstance> => {
		loading ??= import('ky').then(
			({ default: ky }) => ky.create(defaults),
			(error: unknown) => {
				loading = undefined;
				throw error;
			}
		);
		return loading;
	};

	return {
		root,
		async request<T>(path: string, request: RequestOptions<T>): Promise<T> {
			const relativePath = path.replace(/^\//, '');
			const url = root + relativePath;
			const method = request.method ?? 'get';
			const searchParams = definedParams(request.searchParams);
			if (options.cacheBuster && method === 'get') {
				searchParams.push(['_cacheBuster', String(Date.now())]);
			}
			let response: Response;
			try {
				const http = await client();
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
		},
	};
}
