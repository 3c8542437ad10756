import type { Options as KyOptions } from 'ky';
import type * as z from 'zod/mini';

import { NetworkError } from './errors/network-error';
import { withSlash } from './roots';
import type { Send } from './transport-send';

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
 * The one way the client talks to a server: ky underneath, no automatic retries (a retry is the
 * user's to ask for), typed errors, validated answers. No call throws anything but the errors in
 * ./errors. What sends a request and reads its answer (with ky) loads with the first request,
 * not with the page: making a client costs nothing until it calls. A failed load is a
 * NetworkError of that request, and the next request loads again.
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
	let loading: Promise<Send> | undefined;
	const sender = (): Promise<Send> => {
		loading ??= import('./transport-send').then(
			({ createSend }) => createSend(root, defaults, options.cacheBuster === true),
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
			let send: Send;
			try {
				send = await sender();
			} catch (cause) {
				throw new NetworkError(root + path.replace(/^\//, ''), cause);
			}
			return send(path, request);
		},
	};
}
