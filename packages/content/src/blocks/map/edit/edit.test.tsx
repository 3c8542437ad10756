import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { MapMarker } from '../types';
import { layOutElements } from '../test/layout';
import { standInMapkit } from '../mapkit/test/stand-in-mapkit';
import { renderEdit, stubSite, TILES } from './test/test-harness';

// The first test loads the edit's chunk (Leaflet with it), slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

let restoreLayout: () => void = () => undefined;
beforeEach(() => {
	restoreLayout = layOutElements();
});

afterEach(() => {
	restoreLayout();
	cleanup();
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
});

const LISBON: MapMarker = {
	id: 'place.lisbon',
	title: 'Lisbon',
	placeTitle: 'Lisbon',
	caption: 'Lisbon, Portugal',
	coordinates: { latitude: 38.7223, longitude: -9.1393 },
};
const PORTO: MapMarker = {
	id: 'place.porto',
	title: 'Porto',
	placeTitle: 'Porto',
	caption: 'Porto, Portugal',
	coordinates: { latitude: 41.1579, longitude: -8.6291 },
};

const mapOf = (container: HTMLElement) =>
	waitFor(() => {
		const map = container.querySelector<HTMLElement>('.leaflet-container');
		expect(map).not.toBeNull();
		return map as HTMLElement;
	});

const tileSources = (container: HTMLElement) =>
	Array.from(container.querySelectorAll<HTMLImageElement>('img.leaflet-tile')).map((tile) => tile.src);

const spoken = () => document.getElementById('a11y-speak-assertive')?.textContent ?? '';

describe('the map in the editor', () => {
	it('draws the keyless provider’s tiles from the site’s settings, with no token asked', async () => {
		const { requests } = stubSite();
		const { container } = renderEdit({ points: [LISBON] });
		await mapOf(container);

		expect(tileSources(container)[0]).toMatch(
			/^http:\/\/tiles\.test\/openstreetmap\/\d+\/\d+\/\d+\.png$/
		);
		expect(requests.map((request) => request.url.pathname)).toEqual([
			'/wp-json/blockyard/v1/maps/settings',
		]);
		expect(screen.getByRole('button', { name: 'Lisbon' })).toBeTruthy();
	});

	it('says so when the site’s settings cannot be loaded, and tries again', async () => {
		stubSite({ settings: { status: 500, body: { code: 'oops', message: 'The database is away.' } } });
		renderEdit();
		expect(await screen.findByText('The database is away.')).toBeTruthy();

		stubSite();
		fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
		await screen.findByRole('region', { name: 'Map' });
	});

	it('greys the keyless provider’s tiles for black and white', async () => {
		stubSite();
		const { container } = renderEdit({ mapStyle: 'black_and_white' });
		const map = await mapOf(container);
		expect(map.classList.contains('wp-block-blockyard-map__canvas--muted')).toBe(true);
	});
});

describe('adding a marker', () => {
	it('searches 250 ms after the typing stops, offers the places, and adds the one chosen with the keyboard', async () => {
		const { requests } = stubSite();
		const { container, attributes } = renderEdit();
		await mapOf(container);

		fireEvent.click(await screen.findByRole('button', { name: 'Add a marker' }));
		const box = await screen.findByRole('combobox', { name: 'Add a location' });
		await waitFor(() => expect(document.activeElement).toBe(box));
		for (const typed of ['L', 'Li', 'Lis']) {
			fireEvent.change(box, { target: { value: typed } });
		}
		const options = await screen.findAllByRole('option');

		const searches = requests.filter((request) => request.url.pathname.endsWith('/maps/geocode'));
		expect(searches).toHaveLength(1);
		expect(Object.fromEntries(searches[0]?.url.searchParams ?? [])).toEqual({
			query: 'Lis',
			limit: '10',
		});
		expect(options.map((option) => option.textContent)).toEqual([
			'Lisbon, Portugal',
			'Lima, Peru',
			'Lille, France',
		]);
		await waitFor(() =>
			expect(spoken()).toContain('3 results found, use up and down arrow keys to navigate.')
		);

		fireEvent.keyDown(box, { key: 'ArrowDown' });
		fireEvent.keyDown(box, { key: 'ArrowDown' });
		expect(box.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
		expect(options[1]?.getAttribute('aria-selected')).toBe('true');
		fireEvent.keyDown(box, { key: 'Enter' });

		expect(attributes().points).toEqual([
			{
				id: 'place.lima',
				title: 'Lima',
				placeTitle: 'Lima',
				caption: 'Lima, Peru',
				coordinates: { latitude: -12.0464, longitude: -77.0428 },
			},
		]);
		// The new marker's popup opens, to name it.
		expect(await screen.findByRole('textbox', { name: 'Marker title' })).toHaveProperty('value', 'Lima');
	});

	it('says when nothing is found', async () => {
		stubSite({ geocode: { body: { features: [] } } });
		const { container } = renderEdit();
		await mapOf(container);
		fireEvent.click(await screen.findByRole('button', { name: 'Add a marker' }));
		fireEvent.change(await screen.findByRole('combobox', { name: 'Add a location' }), {
			target: { value: 'Atlantis' },
		});
		await waitFor(() => expect(spoken()).toContain('No results.'));
		expect(screen.queryAllByRole('option')).toEqual([]);
	});

	it('searches with Mapbox’s own geocoding and the map’s token when Mapbox draws the map', async () => {
		const { requests } = stubSite({
			settings: { body: { provider: 'mapbox', tiles: TILES } },
			key: { body: { service_api_key: 'pk.site-token', service_api_key_source: 'site' } },
		});
		const { container, attributes } = renderEdit();
		await mapOf(container);
		fireEvent.click(await screen.findByRole('button', { name: 'Add a marker' }));
		fireEvent.change(await screen.findByRole('combobox', { name: 'Add a location' }), {
			target: { value: 'Lis' },
		});
		const options = await screen.findAllByRole('option');
		expect(options[0]?.textContent).toBe('Lisbon, Portugal');
		const search = requests.find((request) => request.url.pathname.startsWith('/geocoding/'));
		expect(search?.url.pathname).toBe('/geocoding/v5/mapbox.places/Lis.json');
		expect(Object.fromEntries(search?.url.searchParams ?? [])).toEqual({
			access_token: 'pk.site-token',
			limit: '10',
		});
		expect(requests.some((request) => request.url.pathname.endsWith('/maps/geocode'))).toBe(false);
		// The provider answered with geometry.coordinates only: the marker is where the place is.
		fireEvent.click(options[0] as HTMLElement);
		expect(attributes().points[0]?.coordinates).toEqual({ latitude: 38.7223, longitude: -9.1393 });
	});

	it('shows the maps provider’s message when its search refuses', async () => {
		stubSite({
			settings: { body: { provider: 'mapbox', tiles: TILES } },
			key: { body: { service_api_key: 'pk.site-token', service_api_key_source: 'site' } },
			mapboxGeocode: { status: 401, body: { message: 'Not Authorized - Invalid Token' } },
		});
		const { container } = renderEdit();
		await mapOf(container);
		fireEvent.click(await screen.findByRole('button', { name: 'Add a marker' }));
		fireEvent.change(await screen.findByRole('combobox', { name: 'Add a location' }), {
			target: { value: 'Lis' },
		});
		expect(await screen.findByText('Not Authorized - Invalid Token')).toBeTruthy();
	});

	it('ignores a place already on the map', async () => {
		stubSite();
		const { container, attributes } = renderEdit({ points: [{ ...LISBON, title: 'Our shop' }] });
		await mapOf(container);
		fireEvent.click(await screen.findByRole('button', { name: 'Add a marker' }));
		fireEvent.change(await screen.findByRole('combobox', { name: 'Add a location' }), {
			target: { value: 'Lisbon' },
		});
		fireEvent.click((await screen.findAllByRole('option'))[0] as HTMLElement);
		expect(attributes().points).toEqual([{ ...LISBON, title: 'Our shop' }]);
	});
});

describe('a marker’s popup', () => {
	it('edits the title and caption, and deletes the marker', async () => {
		stubSite();
		const { container, attributes } = renderEdit({ points: [LISBON, PORTO] });
		await mapOf(container);

		fireEvent.click(await screen.findByRole('button', { name: 'Porto' }));
		const popup = await waitFor(() => {
			const element = container.querySelector<HTMLElement>('.leaflet-popup');
			expect(element).not.toBeNull();
			return element as HTMLElement;
		});
		fireEvent.change(within(popup).getByRole('textbox', { name: 'Marker title' }), {
			target: { value: 'Grandma' },
		});
		fireEvent.change(within(popup).getByRole('textbox', { name: 'Marker caption' }), {
			target: { value: 'Sunday lunch' },
		});
		expect(attributes().points[1]).toMatchObject({
			title: 'Grandma',
			caption: 'Sunday lunch',
			placeTitle: 'Porto',
		});

		fireEvent.click(within(popup).getByRole('button', { name: 'Delete Marker' }));
		expect(attributes().points.map((point) => point.id)).toEqual(['place.lisbon']);
		// Left with one marker after fitting two, the map comes back at zoom 12.
		expect(attributes().zoom).toBe(12);
		await waitFor(() => expect(container.querySelector('.leaflet-popup')).toBeNull());
	});
});

describe('the sidebar', () => {
	const settings = () => screen.getByRole('complementary', { name: 'Settings' });

	it('turns the zoom setting off with two markers or more, and lists the markers', async () => {
		stubSite();
		const { container, attributes } = renderEdit({ points: [LISBON, PORTO] });
		await mapOf(container);

		expect(within(settings()).getByRole('slider', { name: 'Zoom level' })).toHaveProperty(
			'disabled',
			true
		);
		fireEvent.click(within(settings()).getByRole('button', { name: 'Markers' }));
		fireEvent.click(within(settings()).getByRole('button', { name: 'Porto' }));
		fireEvent.click(within(settings()).getByRole('button', { name: 'Delete Marker' }));
		expect(attributes().points).toEqual([LISBON]);
		expect(within(settings()).getByRole('slider', { name: 'Zoom level' })).toHaveProperty(
			'disabled',
			false
		);
	});

	it('keeps the height on the 10 px grid, at least 400, and unsets it for anything else', async () => {
		stubSite();
		const { container, attributes } = renderEdit();
		await mapOf(container);
		const field = within(settings()).getByRole('spinbutton', { name: 'Height in pixels' });

		fireEvent.change(field, { target: { value: '523' } });
		fireEvent.blur(field);
		expect(attributes().mapHeight).toBe(520);
		fireEvent.change(field, { target: { value: '120' } });
		fireEvent.blur(field);
		expect(attributes().mapHeight).toBe(400);
		fireEvent.change(field, { target: { value: '' } });
		fireEvent.blur(field);
		expect(attributes().mapHeight).toBeUndefined();
	});

	it('switches the style, and names black and white after the provider', async () => {
		stubSite();
		const { container, attributes } = renderEdit();
		await mapOf(container);
		const styles = within(settings()).getByRole('group', { name: 'Style' });
		// The site has no keyless satellite imagery: Satellite is not offered, and the sidebar says why.
		expect(
			within(styles)
				.getAllByRole('button')
				.map((button) => button.textContent)
		).toEqual(['Basic', 'Muted', 'Terrain']);
		expect(
			within(settings()).getByText(
				'Satellite needs Mapbox, or satellite imagery for the site (Settings → Maps).'
			)
		).toBeTruthy();
		fireEvent.click(within(styles).getByRole('button', { name: 'Muted' }));
		expect(attributes().mapStyle).toBe('black_and_white');
		expect(within(settings()).getByText('Map provider: OpenStreetMap')).toBeTruthy();
	});

	it('offers Satellite with the site’s keyless imagery, and draws it', async () => {
		stubSite({
			settings: {
				body: {
					provider: 'openstreetmap',
					tiles: { ...TILES, satellite: 'http://tiles.test/keyless/satellite/{z}/{x}/{y}.png' },
				},
			},
		});
		const { container, attributes } = renderEdit();
		await mapOf(container);
		const styles = within(settings()).getByRole('group', { name: 'Style' });
		fireEvent.click(within(styles).getByRole('button', { name: 'Satellite' }));
		expect(attributes().mapStyle).toBe('satellite');
		await waitFor(() =>
			expect(tileSources(container)[0]).toMatch(/^http:\/\/tiles\.test\/keyless\/satellite\//)
		);
	});
});

describe('Mapbox’s access token', () => {
	it('draws terrain with Mapbox, asking for a token until one is set', async () => {
		let answerSave: (() => void) | undefined;
		const { requests } = stubSite();
		const { container } = renderEdit({ mapStyle: 'terrain' });

		const field = await screen.findByRole('textbox', { name: 'Mapbox Access Token' });
		const setToken = screen.getByRole('button', { name: 'Set Token' });
		expect(setToken).toHaveProperty('disabled', true);
		fireEvent.change(field, { target: { value: 'pk.my-token' } });
		expect(setToken).toHaveProperty('disabled', false);

		const saved = new Promise<void>((resolve) => {
			answerSave = resolve;
		});
		const original = globalThis.fetch;
		vi.stubGlobal(
			'fetch',
			vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
				await saved;
				return original(input, init);
			})
		);
		fireEvent.click(setToken);
		await waitFor(() => expect(setToken).toHaveProperty('disabled', true));
		answerSave?.();

		await mapOf(container);
		expect(tileSources(container)[0]).toMatch(
			/^http:\/\/tiles\.test\/mapbox\/outdoors-v12\/\d+\/\d+\/\d+\?access_token=pk\.saved-token$/
		);
		const save = requests.find((request) => request.method === 'POST');
		expect(save?.body).toEqual({ service_api_key: 'pk.my-token' });
	});

	it('shows the server’s message when the token is refused, and stays on the token form', async () => {
		stubSite({
			saveKey: {
				status: 400,
				body: { code: 'invalid_key', message: 'The Mapbox access token is not valid.' },
			},
		});
		renderEdit({ mapStyle: 'terrain' });
		fireEvent.change(await screen.findByRole('textbox', { name: 'Mapbox Access Token' }), {
			target: { value: 'nope' },
		});
		fireEvent.click(screen.getByRole('button', { name: 'Set Token' }));
		expect(await screen.findByText('The Mapbox access token is not valid.')).toBeTruthy();
		expect(screen.getByRole('button', { name: 'Set Token' })).toBeTruthy();
	});

	it('is ready at once with the platform’s token, whose field shows empty', async () => {
		stubSite({
			settings: {
				body: {
					provider: 'mapbox',
					tiles: {
						mapbox: 'http://tiles.test/mb/{style}/{z}/{x}/{y}?t={accessToken}',
						openstreetmap: 'x',
					},
				},
			},
			key: { body: { service_api_key: 'pk.platform', service_api_key_source: 'wpcom' } },
		});
		const { container } = renderEdit();
		await mapOf(container);
		expect(tileSources(container)[0]).toContain('/mb/streets-v12/');
		expect(tileSources(container)[0]).toContain('?t=pk.platform');
		const panel = screen.getByRole('complementary', { name: 'Settings' });
		// The site gives visitors no public token: the sidebar says what they see instead.
		expect(
			within(panel).getByText(
				'Visitors see this map drawn without Mapbox: the site has no public Mapbox token for their pages (Settings → Maps).'
			)
		).toBeTruthy();
		fireEvent.click(within(panel).getByRole('button', { name: 'Mapbox Access Token' }));
		expect(within(panel).getByRole('textbox', { name: 'Mapbox Access Token' })).toHaveProperty(
			'value',
			''
		);
	});
});

describe('the place details', () => {
	it('lists the places with their titles and captions below the map, until turned off', async () => {
		stubSite();
		const { container, attributes } = renderEdit({ points: [LISBON, PORTO] });
		await mapOf(container);
		const details = () =>
			Array.from(container.querySelectorAll('.wp-block-blockyard-map__place')).map(
				(place) => place.textContent
			);
		expect(details()).toEqual(['LisbonLisbon, Portugal', 'PortoPorto, Portugal']);
		const panel = screen.getByRole('complementary', { name: 'Settings' });
		fireEvent.click(within(panel).getByRole('checkbox', { name: 'Show place details' }));
		expect(attributes().mapDetails).toBe(false);
		expect(details()).toEqual([]);
	});
});

describe('MapKit, the alternative provider', () => {
	const mapkitSettings = { body: { provider: 'mapkit', tiles: TILES } };
	const settings = () => screen.getByRole('complementary', { name: 'Settings' });

	it('draws the markers with MapKit, the page’s MapKit JS started with the editor’s token, and no Leaflet', async () => {
		const mapkit = standInMapkit();
		Object.assign(window, { mapkit });
		try {
			const { requests } = stubSite({ settings: mapkitSettings });
			const { container } = renderEdit({ points: [LISBON], mapStyle: 'black_and_white' });
			await waitFor(() => expect(mapkit.maps).toHaveLength(1));
			const [map] = mapkit.maps;
			expect(map?.mapType).toBe('mutedStandard');
			expect(map?.annotations.map((annotation) => annotation.title)).toEqual(['Lisbon']);
			expect(container.querySelector('.leaflet-container')).toBeNull();
			await expect(mapkit.authorize()).resolves.toBe('jwt.mapkit.token');
			// MapKit starts with the token the edit asked for first: one request, not two.
			expect(
				requests.filter((request) => request.url.pathname.endsWith('/wpcom/v2/mapkit'))
			).toHaveLength(1);
			expect(
				requests.some((request) => request.url.pathname.endsWith('/service-api-keys/mapbox'))
			).toBe(false);
			const styles = within(settings()).getByRole('group', { name: 'Style' });
			expect(within(styles).getByRole('button', { name: 'Muted' })).toBeTruthy();
			expect(within(settings()).getByText('Map provider: Apple Maps')).toBeTruthy();
		} finally {
			Reflect.deleteProperty(window, 'mapkit');
		}
	});

	it('says so when the MapKit token is refused, with the service’s message', async () => {
		stubSite({
			settings: mapkitSettings,
			mapkit: { status: 403, body: { code: 'mapkit_error', message: 'MapKit is not available.' } },
		});
		renderEdit({ points: [LISBON] });
		expect((await screen.findAllByText('MapKit is not available.')).length).toBeGreaterThan(0);
		expect(
			screen.getAllByText('Failed to retrieve a Mapkit API token. Please try refreshing.').length
		).toBeGreaterThan(0);
	});
});

describe('a map given an address', () => {
	it('adds the address’s place as its marker', async () => {
		stubSite();
		const { attributes } = renderEdit({ address: 'Lisbon' });
		await waitFor(() => expect(attributes().points.map((point) => point.id)).toEqual(['place.lisbon']));
	});

	it('says so when the address is not found', async () => {
		stubSite({ geocode: { body: { features: [] } } });
		const { container } = renderEdit({ address: 'Nowhere 1' });
		await waitFor(() =>
			expect(container.querySelector('.components-notice')?.textContent).toContain(
				'Could not find the coordinates of the provided address. Displaying default location. Feel free to add the location manually.'
			)
		);
		await mapOf(container);
	});
});
