import { resolveRoots, sameOrigin, type ApiRoots, type RootOptions } from './roots';
import { createTransport, type Transport } from './transport';

/**
 * The header that marks a request the editor makes, sent as `true`: the name the provider's
 * own editor scripts send, so its servers tell an author's request from a visitor's without
 * anything new. Only with an {@link Api} made with `fromEditor`.
 */
export const EDITOR_MARKER_HEADER = 'X-WP-API-FETCH-FROM-EDITOR';

export interface ApiOptions extends RootOptions {
	/** The site's REST nonce. It is sent only to roots on the site's own origin. */
	readonly nonce?: string | undefined;
	/** A `fetch` to use instead of the global one (tests, other realms). */
	readonly fetch?: typeof globalThis.fetch | undefined;
	/** Milliseconds before a request counts as a network failure. Default 30 s. */
	readonly timeout?: number | undefined;
	/**
	 * True for the editor's `Api`: every request to the site and the provider (the site's REST
	 * API and admin-ajax, the provider's namespaces, the platform's API as the signed-in user)
	 * carries {@link EDITOR_MARKER_HEADER}. The platform's public API, the AI stream and
	 * third-party hosts never get it: a header their CORS does not list would fail the
	 * request's preflight. A visitor's script leaves it out.
	 */
	readonly fromEditor?: boolean | undefined;
}

/**
 * One site as the calls see it: where each family of calls goes and the
 * transport that carries it. Every call of this package takes it first:
 * `businessHours.localizedWeek(api)`. A bundle holds only the calls it imports.
 */
export interface Api {
	readonly roots: ApiRoots;
	/** The site's own REST API. */
	readonly site: Transport;
	/** The provider plugin's namespace: nonce, cache-buster on GETs. */
	readonly plugin: Transport;
	/** The hosted platform's namespace, reached through the provider root. */
	readonly hosted: Transport;
	/** The platform's public API: no credentials at all. */
	readonly publicApi: Transport;
	/**
	 * The platform's public API as the signed-in user, for a site the platform hosts (a simple
	 * site, whose REST API is the platform's): the site's nonce when the platform is on the
	 * site's origin, the browser's cookies there; nothing elsewhere.
	 */
	readonly publicApiAsUser: Transport;
	/** The site's admin-ajax (`wp-admin/`), with the site's cookies and nonce; the path is `admin-ajax.php`. */
	readonly adminAjax: Transport;
	/** Third-party hosts blocks call directly: no credentials at all. */
	readonly geocoding: Transport;
	readonly restaurantSearch: Transport;
	/** The `fetch` streamed calls use (the transports have it too). */
	readonly fetch: typeof globalThis.fetch | undefined;
}

/**
 * The {@link Api} of one site. Cheap to make, but make it once per site: the
 * host does, and hands the same one to every block.
 *
 * @example
 * const api = createApi({ root: '/wp-json/', nonce });
 * const week = await businessHours.localizedWeek(api);
 */
export function createApi(options: ApiOptions): Api {
	const roots = resolveRoots(options);
	const headers: Readonly<Record<string, string>> = options.fromEditor
		? { [EDITOR_MARKER_HEADER]: 'true' }
		: {};
	const common = { fetch: options.fetch, timeout: options.timeout };
	const onSite = (root: string) => ({
		...common,
		headers,
		root,
		nonce: sameOrigin(root, roots.site) ? options.nonce : undefined,
	});
	const elsewhere = (root: string) => ({ ...common, root, credentials: 'omit' as const });
	return {
		roots,
		site: createTransport(onSite(roots.site)),
		plugin: createTransport({ ...onSite(roots.plugin), cacheBuster: true }),
		hosted: createTransport(onSite(roots.hosted)),
		publicApi: createTransport(elsewhere(roots.publicApi)),
		publicApiAsUser: createTransport(onSite(roots.publicApi)),
		adminAjax: createTransport(onSite(roots.adminAjax.replace(/[^/]*$/, ''))),
		geocoding: createTransport(elsewhere(roots.geocoding)),
		restaurantSearch: createTransport(elsewhere(roots.restaurantSearch)),
		fetch: options.fetch,
	};
}
