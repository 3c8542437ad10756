import { describe, expect, it, vi } from 'vitest';

import type { MapMarker } from '../types';
import { mapView } from '../zoom';
import { createMapkitMap, initMapkit, spanAtZoom } from './adapter';
import { loadMapkit } from './library';
import { standInMapkit, type StandInRegion } from './test/stand-in-mapkit';

const marker = (id: string, latitude: number, longitude: number, title: string): MapMarker => ({
	id,
	title,
	placeTitle: '',
	caption: `${title}, Portugal`,
	coordinates: { latitude, longitude },
});
const LISBON = marker('lisbon', 38.72, -9.14, 'Lisbon');
const PORTO = marker('porto', 41.15, -8.61, 'Porto');

describe('the MapKit adapter', () => {
	it('draws one marker centred at the block’s zoom, in the style’s map type and the marker colour', () => {
		const mapkit = standInMapkit();
		const onMarkerClick = vi.fn();
		createMapkitMap(mapkit, document.createElement('div'), {
			markers: [LISBON],
			view: { kind: 'center', center: { lat: 38.72, lng: -9.14 }, zoom: 10 },
			style: 'black_and_white',
			markerColor: '#00aa11',
			zoomEnabled: true,
			onMarkerClick,
		});
		const [map] = mapkit.maps;
		expect(map?.mapType).toBe('mutedStandard');
		const region = map?.region as StandInRegion;
		expect(region.center).toMatchObject({ latitude: 38.72, longitude: -9.14 });
		expect(region.span.latitudeDelta).toBeCloseTo(spanAtZoom(10));
		expect(map?.annotations).toHaveLength(1);
		expect(map?.annotations[0]).toMatchObject({
			title: 'Lisbon',
			subtitle: 'Lisbon, Portugal',
			color: '#00aa11',
		});
		(map?.annotations[0] as unknown as { select(): void }).select();
		expect(onMarkerClick).toHaveBeenCalledWith(LISBON);
	});

	it('shows every marker with two or more, and follows an update without adding twice', () => {
		const mapkit = standInMapkit();
		const controller = createMapkitMap(mapkit, document.createElement('div'), {
			markers: [LISBON],
			view: { kind: 'center', center: { lat: 38.72, lng: -9.14 }, zoom: 13 },
			style: 'default',
			markerColor: '#ff0000',
			zoomEnabled: true,
		});
		controller.update({
			markers: [LISBON, PORTO],
			view: mapView([LISBON.coordinates, PORTO.coordinates], { lat: 0, lng: 0 }, 13),
			style: 'satellite',
			markerColor: '#ff0000',
			zoomEnabled: false,
		});
		const [map] = mapkit.maps;
		expect(map?.mapType).toBe('hybrid');
		expect(map?.isZoomEnabled).toBe(false);
		expect(map?.annotations.map((annotation) => annotation.title)).toEqual(['Lisbon', 'Porto']);
		expect(map?.shown).toHaveLength(2);
		controller.destroy();
		expect(map?.destroyed).toBe(true);
	});

	it('is started once, with the token MapKit asks for', async () => {
		const mapkit = standInMapkit();
		const token = vi.fn(() => Promise.resolve('jwt.from.provider'));
		initMapkit(mapkit, token);
		initMapkit(mapkit, token);
		await expect(mapkit.authorize()).resolves.toBe('jwt.from.provider');
		expect(token).toHaveBeenCalledTimes(1);
	});
});

describe('loading MapKit JS', () => {
	it('uses the library the page already has, without a script', async () => {
		const mapkit = standInMapkit();
		Object.assign(window, { mapkit });
		try {
			await expect(loadMapkit(document)).resolves.toBe(mapkit);
			expect(document.querySelector('script[src*="apple-mapkit"]')).toBeNull();
		} finally {
			Reflect.deleteProperty(window, 'mapkit');
		}
	});

	it('loads its script from Apple’s CDN once, and fails when it cannot', async () => {
		const first = loadMapkit(document);
		const second = loadMapkit(document);
		const scripts = document.querySelectorAll<HTMLScriptElement>('script[src*="apple-mapkit"]');
		expect(scripts).toHaveLength(1);
		expect(scripts[0]?.src).toBe('https://cdn.apple-mapkit.com/mk/5.x.x/mapkit.js');
		scripts[0]?.dispatchEvent(new Event('error'));
		await expect(first).rejects.toThrow('MapKit JS could not be loaded.');
		await expect(second).rejects.toThrow('MapKit JS could not be loaded.');
		scripts[0]?.remove();
	});
});
