// MapKit on a visitor's page, a chunk of its own: only a MapKit site's map loads it (with the
// token's schema and the adapter), so no other page pays for it.
import { createMapkitMap, readyMapkit, type MapkitController, type MapkitOptions } from './adapter';
import type { MapkitLibrary } from './library';
import { fetchVisitorMapkitToken } from './visitor-token';

/**
 * MapKit JS ready for a visitor's map: a first token from the site's route (`tokenUrl`), and
 * only then the library from Apple's CDN, started with that token and asking the route again
 * whenever MapKit needs a new one. Rejects when the route gives no token or the script cannot
 * load.
 */
export function visitorMapkit(doc: Document, tokenUrl: string): Promise<MapkitLibrary> {
	return readyMapkit(doc, () => fetchVisitorMapkitToken(tokenUrl));
}

/**
 * A visitor's MapKit map in `canvas`, drawn through the adapter once MapKit is ready
 * ({@link visitorMapkit}); rejects, drawing nothing, when it cannot be, and the view draws
 * the keyless map instead.
 */
export async function drawVisitorMapkit(
	canvas: HTMLElement,
	tokenUrl: string,
	options: MapkitOptions
): Promise<MapkitController> {
	const library = await visitorMapkit(canvas.ownerDocument, tokenUrl);
	return createMapkitMap(library, canvas, options);
}
