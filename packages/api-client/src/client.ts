import { aiCalls } from './ai/calls';
import { businessHoursCalls } from './namespaces/business-hours';
import { formsCalls } from './namespaces/forms';
import { payProductsCalls } from './namespaces/pay-products';
import { geocodingCalls } from './namespaces/third-party/geocoding';
import { restaurantsCalls } from './namespaces/third-party/restaurants';
import { videoPressUploadCalls } from './namespaces/videopress-upload';
import { hostedCalls } from './namespaces/hosted';
import { mediaCalls } from './namespaces/media';
import { pluginCalls } from './namespaces/plugin';
import { postsCalls } from './namespaces/posts';
import { publicApiCalls } from './namespaces/public';
import { settingsCalls } from './namespaces/settings';
import {
	DEFAULT_AI_QUERY_URL,
	DEFAULT_GEOCODING_ROOT,
	DEFAULT_RESTAURANT_SEARCH_ROOT,
	DEFAULT_PUBLIC_API_ROOT,
	defaultAdminAjaxUrl,
	sameOrigin,
	withSlash,
	type ClientRoots,
} from './roots';
import { createTransport, type Transport } from './transport';

export interface ClientOptions {
	/** The site's REST root, e.g. `/wp-json/` or `https://example.com/wp-json/`. */
	readonly root: string;
	/** The site's REST nonce. It is sent only to roots on the site's own origin. */
	readonly nonce?: string | undefined;
	/** Where each family of calls goes; defaults follow the real namespaces. */
	readonly roots?: ClientRoots | undefined;
	/** A `fetch` to use instead of the global one (tests, other realms). */
	readonly fetch?: typeof globalThis.fetch | undefined;
	/** Milliseconds before a request counts as a network failure. Default 30 s. */
	readonly timeout?: number | undefined;
}

/** The transports of one client, one per root, for the namespaces' calls. */
export interface Transports {
	/** The site's own REST API (`wp/v2`). */
	readonly site: Transport;
	/** The provider plugin's namespace: nonce, cache-buster on GETs. */
	readonly plugin: Transport;
	/** The hosted platform's namespace. */
	readonly hosted: Transport;
	/** The public API: no credentials at all. */
	readonly publicApi: Transport;
	/** The AI query URL (streamed; see the AI calls). */
	readonly aiQueryUrl: string;
	/** The site's admin-ajax (`wp-admin/`), with the site's cookies; the path is `admin-ajax.php`. */
	readonly adminAjax: Transport;
	/** Third-party hosts the blocks call directly: no credentials at all. */
	readonly geocoding: Transport;
	readonly restaurantSearch: Transport;
}

export function createTransports(options: ClientOptions): Transports {
	const root = withSlash(options.root);
	const common = { fetch: options.fetch, timeout: options.timeout };
	const onSite = (url: string) => ({ root: url, nonce: sameOrigin(url, root) ? options.nonce : undefined });
	return {
		site: createTransport({ ...common, ...onSite(root) }),
		plugin: createTransport({
			...common,
			...onSite(options.roots?.plugin ?? `${root}jetpack/v4/`),
			cacheBuster: true,
		}),
		hosted: createTransport({ ...common, ...onSite(options.roots?.hosted ?? `${root}wpcom/v2/`) }),
		publicApi: createTransport({
			...common,
			root: options.roots?.publicApi ?? DEFAULT_PUBLIC_API_ROOT,
			credentials: 'omit',
		}),
		aiQueryUrl: options.roots?.aiQuery ?? DEFAULT_AI_QUERY_URL,
		geocoding: createTransport({
			...common,
			root: options.roots?.geocoding ?? DEFAULT_GEOCODING_ROOT,
			credentials: 'omit',
		}),
		restaurantSearch: createTransport({
			...common,
			root: options.roots?.restaurantSearch ?? DEFAULT_RESTAURANT_SEARCH_ROOT,
			credentials: 'omit',
		}),
		adminAjax: createTransport({
			...common,
			root: (options.roots?.adminAjax ?? defaultAdminAjaxUrl(root)).replace(/[^/]*$/, ''),
		}),
	};
}

/**
 * A client for one site. Each namespace of calls lives in its own module.
 *
 * @example
 * const client = createClient({ root: '/wp-json/', nonce });
 * const week = await client.businessHours.localizedWeek();
 */
export function createClient(options: ClientOptions) {
	const transports = createTransports(options);
	return {
		ai: aiCalls(transports, options),
		businessHours: businessHoursCalls(transports.hosted),
		forms: formsCalls(transports.site),
		geocoding: geocodingCalls(transports.geocoding),
		restaurants: restaurantsCalls(transports.restaurantSearch),
		videoPressUpload: videoPressUploadCalls(transports.adminAjax),
		payProducts: payProductsCalls(transports.site),
		hosted: hostedCalls(transports.hosted),
		media: mediaCalls(transports.site),
		posts: postsCalls(transports.site),
		publicApi: publicApiCalls(transports.publicApi),
		plugin: pluginCalls(transports.plugin),
		settings: settingsCalls(transports.site),
	};
}

export type Client = ReturnType<typeof createClient>;
