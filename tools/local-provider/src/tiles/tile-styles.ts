import type { MapStyle } from '@blockyard/api-client';

/** The map styles, as the client names them (the runtime imports only types from it). */
const MAP_STYLES = [
	'default',
	'black_and_white',
	'satellite',
	'terrain',
] as const satisfies readonly MapStyle[];

/** An RGB colour. */
export type Rgb = readonly [number, number, number];

/** How a tile is painted. */
export interface TileLook {
	readonly water: Rgb;
	/** The land's colour at a latitude (degrees). */
	readonly land: (latitude: number) => Rgb;
	/** The pixels of land that touch water. */
	readonly coast: Rgb;
	/** The lines of longitude and latitude. */
	readonly graticule: Rgb;
}

const hex = (value: string): Rgb => [
	Number.parseInt(value.slice(1, 3), 16),
	Number.parseInt(value.slice(3, 5), 16),
	Number.parseInt(value.slice(5, 7), 16),
];

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
	Math.round(a[0] + (b[0] - a[0]) * t),
	Math.round(a[1] + (b[1] - a[1]) * t),
	Math.round(a[2] + (b[2] - a[2]) * t),
];

const flat = (colour: Rgb) => (): Rgb => colour;

const TROPICS = hex('#c9dfa6');
const TEMPERATE = hex('#e6dfc0');
const SNOW = hex('#f7f7f4');

/** Green near the equator, sand in between, snow past the polar circles. */
function terrainLand(latitude: number): Rgb {
	const distance = Math.abs(latitude);
	if (distance >= 66) {
		return SNOW;
	}
	return distance < 40
		? mix(TROPICS, TEMPERATE, distance / 40)
		: mix(TEMPERATE, SNOW, (distance - 40) / 26);
}

/** The looks of the map styles (`default` is OpenStreetMap's look too). */
export const TILE_LOOKS: Readonly<Record<MapStyle, TileLook>> = {
	default: {
		water: hex('#aad3df'),
		land: flat(hex('#f2efe9')),
		coast: hex('#8fb3bf'),
		graticule: hex('#d5d0c5'),
	},
	black_and_white: {
		water: hex('#d4d4d4'),
		land: flat(hex('#f8f8f8')),
		coast: hex('#8c8c8c'),
		graticule: hex('#e2e2e2'),
	},
	satellite: {
		water: hex('#0e2f4f'),
		land: (latitude: number) => (Math.abs(latitude) >= 66 ? hex('#dfe6ea') : hex('#4b5e3a')),
		coast: hex('#2c3b24'),
		graticule: hex('#35506b'),
	},
	terrain: { water: hex('#9ec3f0'), land: terrainLand, coast: hex('#6f93bf'), graticule: hex('#c6c0a8') },
};

export type TileStyle = MapStyle;

/**
 * The look a `{style}` of a tile URL asks for: a map style's own name, or a
 * Mapbox style id (`streets-v12`, `light-v11`, `satellite-streets-v12`,
 * `outdoors-v12`, with or without `mapbox/`). Anything else gets `default`.
 */
export function tileStyleOf(name: string): TileStyle {
	const own = MAP_STYLES.find((style) => style === name);
	if (own !== undefined) {
		return own;
	}
	const id = name.replace(/^mapbox\//, '');
	if (/^satellite/.test(id)) {
		return 'satellite';
	}
	if (/^(outdoors|terrain)/.test(id)) {
		return 'terrain';
	}
	if (/^(light|dark|monochrome)/.test(id)) {
		return 'black_and_white';
	}
	return 'default';
}
