import { renderBlockEdit, TEST_SITE_ROOT } from '@blockyard/block-edit-harness';
import { vi } from 'vitest';

import { DEFAULT_CENTER, DEFAULT_MARKER_COLOR } from '../../constants';
import { registerMapBlock } from '../../index';
import type { MapAttributes } from '../../types';

/** Test-only helpers for the edit's tests: a host, a stub of the site and provider over HTTP, a stateful harness. */

// Inside WordPress the provider namespaces are served from the site's own REST root.
export const SITE_ROOT = TEST_SITE_ROOT;

export const TILES = {
	mapbox: 'http://tiles.test/mapbox/{style}/{z}/{x}/{y}?access_token={accessToken}',
	openstreetmap: 'http://tiles.test/openstreetmap/{z}/{x}/{y}.png',
};

export const PLACES = [
	{ id: 'place.lisbon', text: 'Lisbon', place_name: 'Lisbon, Portugal', center: [-9.1393, 38.7223] },
	{ id: 'place.lima', text: 'Lima', place_name: 'Lima, Peru', center: [-77.0428, -12.0464] },
	{ id: 'place.lille', text: 'Lille', place_name: 'Lille, France', center: [3.0573, 50.6292] },
];

interface Answer {
	readonly status?: number;
	readonly body: unknown;
}

export interface SiteStub {
	settings?: Answer;
	/** The Mapbox key the provider holds. */
	key?: Answer;
	/** The answer to saving a key. */
	saveKey?: Answer;
	/** The places found for any query. */
	geocode?: Answer;
	/** The maps provider's own geocoding (Mapbox's shape), for any query. */
	mapboxGeocode?: Answer;
	/** The MapKit token. */
	mapkit?: Answer;
}

export interface Request {
	readonly method: string;
	readonly url: URL;
	readonly body: unknown;
}

/**
 * Stubs `fetch` with a site answering the map's calls: its map settings, the Mapbox
 * key, and the place search. Returns the requests made, to inspect.
 */
export function stubSite(stub: SiteStub = {}) {
	const requests: Request[] = [];
	const answers = {
		settings: stub.settings ?? { body: { provider: 'openstreetmap', tiles: TILES } },
		key: stub.key ?? { body: { service_api_key: '', service_api_key_source: 'site' } },
		saveKey: stub.saveKey ?? {
			body: { service_api_key: 'pk.saved-token', service_api_key_source: 'site' },
		},
		geocode: stub.geocode ?? { body: { features: PLACES } },
		mapkit: stub.mapkit ?? { body: { wpcom_mapkit_access_token: 'jwt.mapkit.token' } },
		mapboxGeocode: stub.mapboxGeocode ?? {
			body: {
				type: 'FeatureCollection',
				features: PLACES.map(({ center, ...place }) => ({
					...place,
					geometry: { type: 'Point', coordinates: center },
				})),
			},
		},
	};
	const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
		const request = input instanceof Request ? input : new Request(input, init);
		const url = new URL(request.url);
		const text = await request.text();
		requests.push({ method: request.method, url, body: text === '' ? undefined : JSON.parse(text) });
		const path = url.pathname.replace('/wp-json/', '');
		const answer =
			path === 'blockyard/v1/maps/settings'
				? answers.settings
				: path === 'wpcom/v2/service-api-keys/mapbox'
					? request.method === 'POST'
						? answers.saveKey
						: answers.key
					: path === 'wpcom/v2/mapkit'
						? answers.mapkit
						: path === 'wpcom/v2/maps/geocode'
							? answers.geocode
							: url.pathname.startsWith('/geocoding/v5/mapbox.places/')
								? answers.mapboxGeocode
								: { status: 404, body: { code: 'rest_no_route', message: 'No route.' } };
		return new Response(JSON.stringify(answer.body), {
			status: answer.status ?? 200,
			headers: { 'Content-Type': 'application/json' },
		});
	});
	vi.stubGlobal('fetch', fetchMock);
	return { fetchMock, requests };
}

export type AttributeChange = Partial<MapAttributes>;

export const DEFAULT_ATTRIBUTES: MapAttributes = {
	points: [],
	address: '',
	mapDetails: true,
	zoom: 13,
	mapCenter: DEFAULT_CENTER,
	markerColor: DEFAULT_MARKER_COLOR,
	mapStyle: 'default',
	scrollToZoom: false,
	showFullscreenButton: true,
};

/**
 * Renders the block's edit through the shared harness (see `renderBlockEdit`), in a host
 * whose site is {@link SITE_ROOT}.
 */
export function renderEdit(initial: AttributeChange = {}, isSelected = true) {
	return renderBlockEdit<MapAttributes>({
		name: 'blockyard/map',
		register: registerMapBlock,
		attributes: { ...DEFAULT_ATTRIBUTES, ...initial },
		clientId: 'map-1',
		selected: isSelected,
	});
}
