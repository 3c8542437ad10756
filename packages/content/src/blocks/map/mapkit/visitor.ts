import { initMapkit } from './adapter';
import { loadMapkit, type MapkitLibrary } from './library';
import { fetchVisitorMapkitToken } from './visitor-token';

/**
 * MapKit JS ready for a visitor's map: a first token from the site's route (`tokenUrl`), and
 * only then the library from Apple's CDN, started with that token and asking the route again
 * whenever MapKit needs a new one. Rejects when the route gives no token or the script cannot
 * load, and the caller draws the keyless map instead.
 */
export async function visitorMapkit(doc: Document, tokenUrl: string): Promise<MapkitLibrary> {
	let first: Promise<string> | undefined = fetchVisitorMapkitToken(tokenUrl);
	await first;
	const library = await loadMapkit(doc);
	initMapkit(library, () => {
		const token = first ?? fetchVisitorMapkitToken(tokenUrl);
		first = undefined;
		return token;
	});
	return library;
}
