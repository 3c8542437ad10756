/**
 * The hosted platform's public API host: its REST root, where the public
 * namespaces (`rest/v1.1/`, `wpcom/v2/jetpack-ai-query`) live.
 */
export const DEFAULT_PLATFORM_ROOT = 'https://public-api.wordpress.com/';
/** The maps provider's geocoding (third party: no credentials; the access token is a parameter). */
export const DEFAULT_GEOCODING_ROOT = 'https://api.mapbox.com/geocoding/v5/mapbox.places/';
/** The reservation provider's restaurant search (third party: no credentials). */
export const DEFAULT_RESTAURANT_SEARCH_ROOT = 'https://www.opentable.com/widget/reservation/';

/** Where a site and its provider are reached: what an {@link ApiOptions} is built from. */
export interface RootOptions {
	/** The site's REST root, e.g. `/wp-json/` or `https://example.com/wp-json/`. */
	readonly root: string;
	/**
	 * The REST root the provider's namespaces (`jetpack/v4/`, `wpcom/v2/`) are reached
	 * through. Inside WordPress that is the site's own root (the default); tests and the
	 * playground point it at the local provider.
	 */
	readonly providerRoot?: string | undefined;
	/** The hosted platform's public API host. Default {@link DEFAULT_PLATFORM_ROOT}. */
	readonly platformRoot?: string | undefined;
	/** Roots of third-party hosts and of admin-ajax, when not the defaults. */
	readonly roots?: ThirdPartyRoots | undefined;
}

/** The roots that do not follow from the site, provider and platform roots. */
export interface ThirdPartyRoots {
	/** The maps provider's geocoding. Default {@link DEFAULT_GEOCODING_ROOT}. */
	readonly geocoding?: string | undefined;
	/** The reservation provider's restaurant search. Default {@link DEFAULT_RESTAURANT_SEARCH_ROOT}. */
	readonly restaurantSearch?: string | undefined;
	/** The site's `admin-ajax.php`. Default: beside the site root (`…/wp-json/` → `…/wp-admin/admin-ajax.php`). */
	readonly adminAjax?: string | undefined;
}

/** Where each family of calls goes. Every root ends with a slash, except the AI query and admin-ajax URLs. */
export interface ApiRoots {
	/** The site's REST API (`wp/v2/…`, `blockyard/v1/…`). */
	readonly site: string;
	/** The provider plugin's namespace, `jetpack/v4/`. */
	readonly plugin: string;
	/** The hosted platform's namespace as the site reaches it, `wpcom/v2/`. */
	readonly hosted: string;
	/** The platform's public API, `rest/v1.1/`. */
	readonly publicApi: string;
	/** The platform's streamed AI query endpoint. */
	readonly aiQuery: string;
	/** The site's `admin-ajax.php`. */
	readonly adminAjax: string;
	readonly geocoding: string;
	readonly restaurantSearch: string;
}

/** `url` with exactly one trailing slash added when it has none: how roots are compared and joined. */
export const withSlash = (url: string): string => (url.endsWith('/') ? url : `${url}/`);

/** `admin-ajax.php` of the site whose REST root is `root` (a `…/wp-json/` root, as WordPress has it). */
export function defaultAdminAjaxUrl(root: string): string {
	return withSlash(root).replace(/wp-json\/$/, '') + 'wp-admin/admin-ajax.php';
}

/**
 * Every root of the client, worked out in this one place from the site's REST
 * root, the provider's and the platform's.
 *
 * @example
 * resolveRoots({ root: '/wp-json/' }).plugin; // '/wp-json/jetpack/v4/'
 */
export function resolveRoots(options: RootOptions): ApiRoots {
	const site = withSlash(options.root);
	const provider = withSlash(options.providerRoot ?? site);
	const platform = withSlash(options.platformRoot ?? DEFAULT_PLATFORM_ROOT);
	return {
		site,
		plugin: `${provider}jetpack/v4/`,
		hosted: `${provider}wpcom/v2/`,
		publicApi: `${platform}rest/v1.1/`,
		aiQuery: `${platform}wpcom/v2/jetpack-ai-query`,
		adminAjax: options.roots?.adminAjax ?? defaultAdminAjaxUrl(site),
		geocoding: withSlash(options.roots?.geocoding ?? DEFAULT_GEOCODING_ROOT),
		restaurantSearch: withSlash(options.roots?.restaurantSearch ?? DEFAULT_RESTAURANT_SEARCH_ROOT),
	};
}

const originOf = (url: string): string | undefined => {
	try {
		return new URL(url, globalThis.location?.href).origin;
	} catch {
		return undefined;
	}
};

/** True when both URLs are on one origin (relative URLs count as the page's). */
export function sameOrigin(a: string, b: string): boolean {
	const origin = originOf(a);
	return origin !== undefined && origin === originOf(b);
}
