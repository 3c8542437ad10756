import type { MapProvider, MapStyle } from './types';

/** The cookie a browser can set to pick the provider, whatever the site's setting. */
export const PROVIDER_COOKIE = 'map_provider';

/** The provider used when nothing else decides: the first, token-based one. */
export const FIRST_PROVIDER: MapProvider = 'mapbox';

export const isMapProvider = (value: unknown): value is MapProvider =>
	value === 'mapbox' || value === 'openstreetmap' || value === 'mapkit';

/** The `map_provider` cookie's value when it names a provider (`mapbox`, `openstreetmap`, `mapkit`), from a `document.cookie` string. */
export function providerFromCookie(cookie: string): MapProvider | undefined {
	for (const part of cookie.split(';')) {
		const [name, ...rest] = part.split('=');
		if (name?.trim() === PROVIDER_COOKIE) {
			const value = decodeURIComponent(rest.join('=').trim());
			return isMapProvider(value) ? value : undefined;
		}
	}
	return undefined;
}

export interface ProviderInputs {
	readonly style: MapStyle;
	/** The browser's cookies (`document.cookie`), if there are any to read. */
	readonly cookie?: string | undefined;
	/** The site's setting, once known. */
	readonly siteSetting?: MapProvider | undefined;
}

/**
 * Who draws the map: the terrain style only Mapbox has; else the `map_provider`
 * cookie; else the site's setting; else Mapbox.
 *
 * @example
 * chooseProvider({ style: 'default', siteSetting: 'openstreetmap' }); // 'openstreetmap'
 * chooseProvider({ style: 'terrain', siteSetting: 'openstreetmap' }); // 'mapbox'
 */
export function chooseProvider({ style, cookie, siteSetting }: ProviderInputs): MapProvider {
	if (style === 'terrain') {
		return FIRST_PROVIDER;
	}
	return (cookie === undefined ? undefined : providerFromCookie(cookie)) ?? siteSetting ?? FIRST_PROVIDER;
}
