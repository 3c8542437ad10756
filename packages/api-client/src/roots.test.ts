import { describe, expect, it } from 'vitest';

import {
	DEFAULT_GEOCODING_ROOT,
	DEFAULT_RESTAURANT_SEARCH_ROOT,
	defaultAdminAjaxUrl,
	resolveRoots,
	sameOrigin,
	withSlash,
} from './roots';

describe('resolveRoots', () => {
	it('puts every family under the site root, the public ones on the platform, by default', () => {
		expect(resolveRoots({ root: 'https://example.test/wp-json/' })).toEqual({
			site: 'https://example.test/wp-json/',
			plugin: 'https://example.test/wp-json/jetpack/v4/',
			hosted: 'https://example.test/wp-json/wpcom/v2/',
			publicApi: 'https://public-api.wordpress.com/rest/v1.1/',
			aiQuery: 'https://public-api.wordpress.com/wpcom/v2/jetpack-ai-query',
			adminAjax: 'https://example.test/wp-admin/admin-ajax.php',
			geocoding: DEFAULT_GEOCODING_ROOT,
			restaurantSearch: DEFAULT_RESTAURANT_SEARCH_ROOT,
		});
	});

	it('moves the plugin and hosted namespaces to the provider root, and nothing else', () => {
		const roots = resolveRoots({
			root: 'https://example.test/wp-json/',
			providerRoot: 'http://127.0.0.1:8787/wp-json/',
		});
		expect(roots).toMatchObject({
			site: 'https://example.test/wp-json/',
			plugin: 'http://127.0.0.1:8787/wp-json/jetpack/v4/',
			hosted: 'http://127.0.0.1:8787/wp-json/wpcom/v2/',
			publicApi: 'https://public-api.wordpress.com/rest/v1.1/',
			adminAjax: 'https://example.test/wp-admin/admin-ajax.php',
		});
	});

	it('moves the public API and the AI query to the platform root', () => {
		const roots = resolveRoots({ root: '/wp-json/', platformRoot: 'http://127.0.0.1:8787/' });
		expect(roots).toMatchObject({
			site: '/wp-json/',
			plugin: '/wp-json/jetpack/v4/',
			publicApi: 'http://127.0.0.1:8787/rest/v1.1/',
			aiQuery: 'http://127.0.0.1:8787/wpcom/v2/jetpack-ai-query',
			adminAjax: '/wp-admin/admin-ajax.php',
		});
	});

	it('adds the missing trailing slashes, and keeps admin-ajax and third-party roots given', () => {
		const roots = resolveRoots({
			root: 'https://example.test/blog/wp-json',
			providerRoot: 'http://127.0.0.1:8787/wp-json',
			platformRoot: 'http://127.0.0.1:8787',
			roots: {
				geocoding: 'http://127.0.0.1:8787/geocoding/v5/mapbox.places',
				restaurantSearch: 'http://127.0.0.1:8787/restaurant-search-provider/',
				adminAjax: 'https://example.test/custom/admin-ajax.php',
			},
		});
		expect(roots).toEqual({
			site: 'https://example.test/blog/wp-json/',
			plugin: 'http://127.0.0.1:8787/wp-json/jetpack/v4/',
			hosted: 'http://127.0.0.1:8787/wp-json/wpcom/v2/',
			publicApi: 'http://127.0.0.1:8787/rest/v1.1/',
			aiQuery: 'http://127.0.0.1:8787/wpcom/v2/jetpack-ai-query',
			adminAjax: 'https://example.test/custom/admin-ajax.php',
			geocoding: 'http://127.0.0.1:8787/geocoding/v5/mapbox.places/',
			restaurantSearch: 'http://127.0.0.1:8787/restaurant-search-provider/',
		});
	});
});

describe('withSlash', () => {
	it('adds exactly one trailing slash when there is none', () => {
		expect(withSlash('https://a.test/wp-json')).toBe('https://a.test/wp-json/');
		expect(withSlash('https://a.test/wp-json/')).toBe('https://a.test/wp-json/');
	});
});

describe('defaultAdminAjaxUrl', () => {
	it('puts admin-ajax.php beside the REST root, as WordPress lays them out', () => {
		expect(defaultAdminAjaxUrl('https://example.test/wp-json/')).toBe(
			'https://example.test/wp-admin/admin-ajax.php'
		);
		expect(defaultAdminAjaxUrl('https://example.test/blog/wp-json')).toBe(
			'https://example.test/blog/wp-admin/admin-ajax.php'
		);
		expect(defaultAdminAjaxUrl('/wp-json/')).toBe('/wp-admin/admin-ajax.php');
	});
});

describe('sameOrigin', () => {
	it('compares origins, relative URLs counting as the page’s', () => {
		expect(sameOrigin('https://a.test/x/', 'https://a.test/y/')).toBe(true);
		expect(sameOrigin('https://a.test/x/', 'http://a.test/x/')).toBe(false);
		expect(sameOrigin('https://a.test/', 'http://127.0.0.1:8787/')).toBe(false);
	});
});
