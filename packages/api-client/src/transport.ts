import ky, { type KyInstance } from 'ky';
import type * as z from 'zod/mini';

import { ApiError } from './errors/api-error';
import { NetworkError } from './errors/network-error';
import { NotFoundError } from './errors/not-found-error';
import { ResponseError } from './errors/response-error';

export interface TransportOptions {
	/** Where the paths of the calls start, e.g. `https://example.com/wp-json/`. */
	readonly root: string;
	/** Sent as `X-WP-Nonce` when given. */
	readonly nonce?: string | undefined;
	/** A `fetch` to use instead of the global one (tests, other realms). */
	readonly fetch?: typeof globalThis.fetch | undefined;
	/** Milliseconds before a request counts as a network failure. Default 30 s. */
	readonly timeout?: number | undefined;
}

export type SearchParams = Readonly<Record<string, string | number | boolean>>;

export interface RequestOptions<T> {
	readonly method?: 'get' | 'post' | 'put' | 'patch' | 'delete';
	readonly searchParams?: SearchParams;
	/** A JSON body. */
	readonly json?: unknown;
	/** Any other body (a `FormData` for uploads). */
	readonly body?: BodyInit;
	/** Every answer is checked against this schema before anyone uses it. */
	readonly schema: z.ZodMiniType<T>;
	readonly signal?: AbortSignal;
}

export interface Transport {
	request<T>(path: string, options: RequestOptions<T>): Promise<T>;
}

const errorBody = (value: unknown): { code?: unknown; message?: unknown } =>
	typeof value === 'object' && value !== null ? value : {};

/**
 * The one way the client talks to a server: ky underneath, no automatic
 * retries (a retry is the user's to ask for), typed errors, validated answers.
 */
export function createTransport(options: TransportOptions): Transport {
	const root = options.root.endsWith('/') ? options.root : `${options.root}/`;
	const http: KyInstance = ky.create({
		prefixUrl: root,
		headers: options.nonce ? { 'X-WP-Nonce': options.nonce } : {},
		retry: 0,
		throwHttpErrors: false,
		timeout: options.timeout ?? 30_000,
		...(options.fetch ? { fetch: options.fetch } : {}),
	});

	return {
		async request<T>(path: string, request: RequestOptions<T>): Promise<T> {
			const url = root + path.replace(/^\//, '');
			let response: Response;
			try {
				response = await http(path.replace(/^\//, ''), {
					method: request.method ?? 'get',
					...(request.searchParams ? { searchParams: { ...request.searchParams } } : {}),
					...(request.json !== undefined ? { json: request.json } : {}),
					...(request.body !== undefined ? { body: request.body } : {}),
					...(request.signal ? { signal: request.signal } : {}),
				});
			} catch (cause) {
				throw new NetworkError(url, cause);
			}

			const text = await response.text().catch((cause: unknown) => {
				throw new NetworkError(url, cause);
			});
			let body: unknown;
			let parsed = true;
			try {
				body = text === '' ? null : JSON.parse(text);
			} catch {
				parsed = false;
			}

			if (!response.ok) {
				const { code, message } = errorBody(body);
				const ErrorClass = response.status === 404 ? NotFoundError : ApiError;
				throw new ErrorClass({
					status: response.status,
					code: typeof code === 'string' ? code : 'unknown',
					message: typeof message === 'string' ? message : response.statusText || 'Request failed',
					url,
				});
			}
			if (!parsed) {
				throw new ResponseError({ url, reason: 'json' });
			}
			const result = request.schema.safeParse(body);
			if (!result.success) {
				throw new ResponseError({ url, reason: 'shape', cause: result.error });
			}
			return result.data;
		},
	};
}
