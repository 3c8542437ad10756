import { safeProviderUrl } from '@blockyard/api-client';

/**
 * The part of Apple's MapKit JS the map block uses, and nothing more: the adapter
 * (`adapter.ts`) draws through this surface only, so the unit tests draw through a
 * stand-in with the same surface (the real library comes from Apple's CDN, which
 * the tests cannot reach).
 */
export interface MapkitCoordinate {
	readonly latitude: number;
	readonly longitude: number;
}

export interface MapkitAnnotation {
	readonly coordinate: MapkitCoordinate;
	title: string;
	subtitle: string;
	addEventListener(type: 'select', listener: () => void): void;
}

export interface MapkitMap {
	/** `standard`, `mutedStandard`, `hybrid` or `satellite`. */
	mapType: string;
	region: unknown;
	isZoomEnabled: boolean;
	readonly annotations: readonly MapkitAnnotation[];
	addAnnotations(annotations: readonly MapkitAnnotation[]): void;
	removeAnnotations(annotations: readonly MapkitAnnotation[]): void;
	/** Moves the map to show every item. */
	showItems(items: readonly MapkitAnnotation[]): void;
	destroy(): void;
}

export interface MapkitLibrary {
	init(options: { authorizationCallback: (done: (token: string) => void) => void }): void;
	Map: new (parent: HTMLElement, options?: Readonly<Record<string, unknown>>) => MapkitMap;
	Coordinate: new (latitude: number, longitude: number) => MapkitCoordinate;
	CoordinateSpan: new (latitudeDelta: number, longitudeDelta: number) => unknown;
	CoordinateRegion: new (center: MapkitCoordinate, span: unknown) => unknown;
	MarkerAnnotation: new (
		coordinate: MapkitCoordinate,
		options: { title: string; subtitle: string; color: string }
	) => MapkitAnnotation;
}

/** Where MapKit JS comes from: Apple's CDN (the only place it is published). */
export const MAPKIT_SCRIPT_URL = 'https://cdn.apple-mapkit.com/mk/5.x.x/mapkit.js';

/** The hosts a MapKit script may come from, held to the saved-output policy's provider check. */
export const MAPKIT_SCRIPT_HOSTS: readonly string[] = ['cdn.apple-mapkit.com'];

const SCRIPT_ID = 'blockyard-mapkit-js';

type WindowWithMapkit = Window & { mapkit?: MapkitLibrary };

/** MapKit JS could not be had from Apple's CDN (as opposed to a token the site refused). */
export class MapkitScriptError extends Error {
	override readonly name = 'MapkitScriptError';
}

/**
 * MapKit JS in `doc`'s window: the one already there, else its script loaded from
 * Apple's CDN once (a second map waits for the same script). Only a map MapKit draws
 * asks for it, so no other page loads it.
 */
export function loadMapkit(doc: Document): Promise<MapkitLibrary> {
	const view = doc.defaultView as WindowWithMapkit | null;
	if (view?.mapkit) {
		return Promise.resolve(view.mapkit);
	}
	const source = safeProviderUrl(MAPKIT_SCRIPT_URL, MAPKIT_SCRIPT_HOSTS);
	if (!source) {
		return Promise.reject(new MapkitScriptError('MapKit JS is not on an allowed host.'));
	}
	return new Promise((resolve, reject) => {
		let script = doc.getElementById(SCRIPT_ID) as HTMLScriptElement | null;
		if (script?.dataset.failed === 'true') {
			// A map after the script failed to load is told at once, not left waiting.
			reject(new MapkitScriptError('MapKit JS could not be loaded.'));
			return;
		}
		if (!script) {
			script = doc.createElement('script');
			script.id = SCRIPT_ID;
			script.src = source.href;
			script.crossOrigin = 'anonymous';
			script.async = true;
			const created = script;
			created.addEventListener('error', () => {
				created.dataset.failed = 'true';
			});
			doc.head.append(script);
		}
		script.addEventListener('load', () => {
			const library = (doc.defaultView as WindowWithMapkit | null)?.mapkit;
			if (library) {
				resolve(library);
			} else {
				reject(new MapkitScriptError('MapKit JS did not start.'));
			}
		});
		script.addEventListener('error', () =>
			reject(new MapkitScriptError('MapKit JS could not be loaded.'))
		);
	});
}
