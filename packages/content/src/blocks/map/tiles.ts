import type { MapProvider, MapStyle } from './types';

/**
 * The Mapbox style of each look, what replaces `{style}` in Mapbox's template: the
 * api-client's `MAPBOX_STYLE_IDS`, written here so the visitor's view needs no other script.
 */
export const MAPBOX_STYLES: Readonly<Record<MapStyle, string>> = {
	default: 'streets-v12',
	black_and_white: 'light-v11',
	satellite: 'satellite-streets-v12',
	terrain: 'outdoors-v12',
};

/** Each provider's Leaflet tile template, from the site's map settings. */
export interface TileTemplates {
	/** With `{style}` and `{accessToken}` beside `{z}`, `{x}` and `{y}`. */
	readonly mapbox: string;
	readonly openstreetmap: string;
	/** Keyless imagery of the satellite and terrain styles, when the site has some (else `''`). */
	readonly satellite?: string | undefined;
	readonly terrain?: string | undefined;
}

/** The styles the keyless provider draws with the site's `templates`: its satellite only with imagery for it. */
export function keylessStyleDrawn(style: MapStyle, templates: TileTemplates): boolean {
	if (style === 'satellite' || style === 'terrain') {
		return (templates[style] ?? '') !== '';
	}
	return true;
}

export interface TileLayerSpec {
	/** A Leaflet template: only `{z}`, `{x}`, `{y}` (and Leaflet's own `{s}`, `{r}`) left to fill. */
	readonly url: string;
	/** Drawn greyed out: the muted look of the keyless provider, which has no such tiles. */
	readonly muted: boolean;
	readonly attribution: string;
}

const ATTRIBUTION = {
	mapbox: '© <a href="https://www.mapbox.com/about/maps/">Mapbox</a> © <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
	openstreetmap: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
	/** The site names the source of its own imagery; the map says only that it is not ours. */
	imagery: 'Imagery © its provider',
} as const;

/**
 * The tiles of a map drawn by `provider` in `style`. Mapbox's template gets the
 * style's id and the access token; the keyless provider draws its one set of tiles,
 * greyed for the black-and-white (muted) look, and the site's keyless imagery for
 * satellite and terrain when it has some (its plain tiles otherwise).
 *
 * @example
 * tileLayer('openstreetmap', { style: 'black_and_white' }, templates).muted; // true
 */
export function tileLayer(
	provider: MapProvider,
	{ style, accessToken = '' }: { style: MapStyle; accessToken?: string },
	templates: TileTemplates
): TileLayerSpec {
	if (provider === 'mapbox') {
		const url = templates.mapbox
			.replaceAll('{style}', MAPBOX_STYLES[style])
			.replaceAll('{accessToken}', encodeURIComponent(accessToken));
		return { url, muted: false, attribution: ATTRIBUTION.mapbox };
	}
	if ((style === 'satellite' || style === 'terrain') && keylessStyleDrawn(style, templates)) {
		return { url: templates[style] ?? '', muted: false, attribution: ATTRIBUTION.imagery };
	}
	return {
		url: templates.openstreetmap,
		muted: style === 'black_and_white',
		attribution: ATTRIBUTION.openstreetmap,
	};
}
