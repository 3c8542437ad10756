import { describe, expect, it } from 'vitest';

import { chooseProvider, providerFromCookie } from './provider';

describe('chooseProvider', () => {
	it('draws terrain with Mapbox, whatever the cookie or the site says', () => {
		expect(
			chooseProvider({
				style: 'terrain',
				cookie: 'map_provider=openstreetmap',
				siteSetting: 'openstreetmap',
			})
		).toBe('mapbox');
	});

	it('prefers the map_provider cookie to the site setting', () => {
		expect(
			chooseProvider({
				style: 'default',
				cookie: 'a=1; map_provider=mapbox',
				siteSetting: 'openstreetmap',
			})
		).toBe('mapbox');
		expect(
			chooseProvider({
				style: 'satellite',
				cookie: 'map_provider=openstreetmap',
				siteSetting: 'mapbox',
			})
		).toBe('openstreetmap');
	});

	it('falls back to the site setting, then to Mapbox', () => {
		expect(chooseProvider({ style: 'black_and_white', cookie: '', siteSetting: 'openstreetmap' })).toBe(
			'openstreetmap'
		);
		expect(chooseProvider({ style: 'default' })).toBe('mapbox');
	});

	it('ignores a cookie naming no provider', () => {
		expect(
			chooseProvider({ style: 'default', cookie: 'map_provider=bing', siteSetting: 'openstreetmap' })
		).toBe('openstreetmap');
	});

	it('takes MapKit from the cookie or the site, but never for terrain', () => {
		expect(
			chooseProvider({ style: 'default', cookie: 'map_provider=mapkit', siteSetting: 'mapbox' })
		).toBe('mapkit');
		expect(chooseProvider({ style: 'satellite', siteSetting: 'mapkit' })).toBe('mapkit');
		expect(chooseProvider({ style: 'terrain', siteSetting: 'mapkit' })).toBe('mapbox');
	});
});

describe('providerFromCookie', () => {
	it('reads the cookie among others, with spaces and encoding', () => {
		expect(providerFromCookie('x=map_provider; map_provider = openstreetmap ; y=2')).toBe(
			'openstreetmap'
		);
		expect(providerFromCookie('map_provider=%6Dapbox')).toBe('mapbox');
		expect(providerFromCookie('my_map_provider=mapbox')).toBeUndefined();
		expect(providerFromCookie('')).toBeUndefined();
	});
});
