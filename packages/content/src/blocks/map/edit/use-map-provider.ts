import { chooseProvider } from '../provider';
import { mapStyle } from '../styles';
import type { MapAttributes, MapProvider, MapStyle } from '../types';
import { useAccessToken, type AccessToken } from './use-access-token';
import { useMapSettings, type MapSettingsState } from './use-map-settings';

export interface MapProviderState {
	/** The site's map settings (its provider and tile templates), as they load. */
	readonly settings: MapSettingsState;
	/** Loads the site's map settings again. */
	readonly retry: () => void;
	/** The block's style, one of the four. */
	readonly style: MapStyle;
	/** Who draws the tiles: the style's, the visitor's cookie's, or the site's choice. */
	readonly provider: MapProvider;
	/** Mapbox's access token, asked for only when Mapbox draws the map. */
	readonly token: AccessToken;
}

/**
 * Who draws the map and with what: the site's settings, the provider for the block's
 * style (`storedStyle`, the attribute), and Mapbox's token.
 */
export function useMapProvider(storedStyle: MapAttributes['mapStyle']): MapProviderState {
	const { state: settings, retry } = useMapSettings();
	const style = mapStyle(storedStyle);
	const provider = chooseProvider({
		style,
		cookie: typeof document === 'undefined' ? undefined : document.cookie,
		siteSetting: settings.status === 'ready' ? settings.settings.provider : undefined,
	});
	const token = useAccessToken(settings.status === 'ready' && provider === 'mapbox');
	return { settings, retry, style, provider, token };
}
