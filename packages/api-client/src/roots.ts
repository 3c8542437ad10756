/** The public API's root (no credentials are sent there). */
export const DEFAULT_PUBLIC_API_ROOT = 'https://public-api.wordpress.com/rest/v1.1/';
/** The maps provider's geocoding (third party: no credentials; the access token is a parameter). */
export const DEFAULT_GEOCODING_ROOT = 'https://api.mapbox.com/geocoding/v5/mapbox.places/';
/** The reservation provider's restaurant search (third party: no credentials). */
export const DEFAULT_RESTAURANT_SEARCH_ROOT = 'https://www.opentable.com/widget/reservation/';
/** The AI query endpoint of the public API (streamed, bearer token). */
export const DEFAULT_AI_QUERY_URL = 'https://public-api.wordpress.com/wpcom/v2/jetpack-ai-query';

export interface ClientRoots {
	/** The provider plugin's namespace. Default `<site root>jetpack/v4/`. */
	readonly plugin?: string;
	/** The hosted platform's namespace. Default `<site root>wpcom/v2/`. */
	readonly hosted?: string;
	/** The public REST API (videos, tracks, posters, plans). Default {@link DEFAULT_PUBLIC_API_ROOT}. */
	readonly publicApi?: string;
	/** The streamed AI query endpoint. Default {@link DEFAULT_AI_QUERY_URL}. */
	readonly aiQuery?: string;
	/** The maps provider's geocoding. Default {@link DEFAULT_GEOCODING_ROOT}. */
	readonly geocoding?: string;
	/** The reservation provider's restaurant search. Default {@link DEFAULT_RESTAURANT_SEARCH_ROOT}. */
	readonly restaurantSearch?: string;
	/** The site's `admin-ajax.php`. Default: beside the site root (`…/wp-json/` → `…/wp-admin/admin-ajax.php`). */
	readonly adminAjax?: string;
}

/** `admin-ajax.php` of the site whose REST root is `root` (a `…/wp-json/` root, as WordPress has it). */
export function defaultAdminAjaxUrl(root: string): string {
	return withSlash(root).replace(/wp-json\/$/, '') + 'wp-admin/admin-ajax.php';
}

/** `url` with exactly one trailing slash added when it has none: how roots are compared and joined. */
export const withSlash = (url: string): string => (url.endsWith('/') ? url : `${url}/`);

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
