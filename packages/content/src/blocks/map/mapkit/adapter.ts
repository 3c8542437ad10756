import type { MapCenter, MapMarker, MapStyle } from '../types';
import type { MapView } from '../zoom';
import { loadMapkit, type MapkitAnnotation, type MapkitLibrary, type MapkitMap } from './library';

/** What the block draws with MapKit: the same facts it gives Leaflet. */
export interface MapkitOptions {
	readonly markers: readonly MapMarker[];
	readonly view: MapView;
	readonly style: MapStyle;
	readonly markerColor: string;
	readonly zoomEnabled: boolean;
	readonly onMarkerClick?: ((marker: MapMarker) => void) | undefined;
}

export interface MapkitController {
	update(options: MapkitOptions): void;
	destroy(): void;
}

/** MapKit's map type for each style (terrain is Mapbox's and never reaches MapKit). */
export const MAPKIT_TYPES: Readonly<Record<MapStyle, string>> = {
	default: 'standard',
	black_and_white: 'mutedStandard',
	satellite: 'hybrid',
	terrain: 'standard',
};

/** The span, in degrees, a web map shows at `zoom` (each level halves it). */
export const spanAtZoom = (zoom: number): number => Math.min(360 / 2 ** zoom, 180);

const initialised = new WeakSet<MapkitLibrary>();

/**
 * Starts `library` once with the token `token` gives (MapKit asks for it when it needs one,
 * and again when it expires).
 */
export function initMapkit(library: MapkitLibrary, token: () => Promise<string>): void {
	if (initialised.has(library)) {
		return;
	}
	initialised.add(library);
	library.init({
		authorizationCallback: (done) => {
			void token().then(done, () => undefined);
		},
	});
}

/**
 * MapKit JS ready to draw with tokens from `fetchToken`: a first token, and only then the
 * library from Apple's CDN, started with that same token and asking `fetchToken` again
 * whenever MapKit needs a new one. Rejects with the token's error, or a
 * {@link MapkitScriptError} when the script cannot be had.
 */
export async function readyMapkit(doc: Document, fetchToken: () => Promise<string>): Promise<MapkitLibrary> {
	let first: Promise<string> | undefined = fetchToken();
	await first;
	const library = await loadMapkit(doc);
	initMapkit(library, () => {
		const token = first ?? fetchToken();
		first = undefined;
		return token;
	});
	return library;
}

/**
 * A MapKit map in `container`, drawn from `options` and kept in step with `update`:
 * the markers as MapKit's marker annotations (title and caption, the marker colour),
 * the centre and zoom of one marker or none, every marker in view with two or more.
 */
export function createMapkitMap(
	library: MapkitLibrary,
	container: HTMLElement,
	options: MapkitOptions
): MapkitController {
	const map: MapkitMap = new library.Map(container, { showsZoomControl: true });
	let current = options;

	const region = (center: MapCenter, zoom: number) =>
		new library.CoordinateRegion(
			new library.Coordinate(center.lat, center.lng),
			new library.CoordinateSpan(spanAtZoom(zoom), spanAtZoom(zoom))
		);

	const draw = (next: MapkitOptions) => {
		current = next;
		map.mapType = MAPKIT_TYPES[next.style];
		map.isZoomEnabled = next.zoomEnabled;
		map.removeAnnotations(map.annotations);
		const annotations: MapkitAnnotation[] = next.markers.map((marker) => {
			const annotation = new library.MarkerAnnotation(
				new library.Coordinate(marker.coordinates.latitude, marker.coordinates.longitude),
				{
					title: marker.title || marker.placeTitle,
					subtitle: marker.caption,
					color: next.markerColor,
				}
			);
			annotation.addEventListener('select', () => current.onMarkerClick?.(marker));
			return annotation;
		});
		map.addAnnotations(annotations);
		if (next.view.kind === 'fit') {
			map.showItems(annotations);
		} else {
			map.region = region(next.view.center, next.view.zoom);
		}
	};

	draw(options);
	return {
		update: draw,
		destroy: () => map.destroy(),
	};
}
