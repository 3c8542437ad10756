import { describe, expect, it } from 'vitest';

import { clampZoom, interactionFor, isZoomSettable, mapView, zoomAfterMarkerChange } from './zoom';

const LISBON = { latitude: 38.72, longitude: -9.14 };
const PORTO = { latitude: 41.15, longitude: -8.61 };
const CENTER = { lng: -122.4, lat: 37.77 };

describe('zoom', () => {
	it('is a whole level from 0 to 22, the default 13 for anything else', () => {
		expect(clampZoom(-3)).toBe(0);
		expect(clampZoom(30)).toBe(22);
		expect(clampZoom(7.6)).toBe(8);
		expect(clampZoom('9')).toBe(13);
		expect(clampZoom(Number.NaN)).toBe(13);
	});

	it('can be set with one marker or none, not with two or more', () => {
		expect(isZoomSettable(0)).toBe(true);
		expect(isZoomSettable(1)).toBe(true);
		expect(isZoomSettable(2)).toBe(false);
	});

	it('turns the zoom control and wheel zoom off with two markers or more', () => {
		expect(interactionFor(2, true)).toEqual({ zoomControl: false, scrollWheelZoom: false });
		expect(interactionFor(1, true)).toEqual({ zoomControl: true, scrollWheelZoom: true });
		expect(interactionFor(0, false)).toEqual({ zoomControl: true, scrollWheelZoom: false });
	});
});

describe('mapView', () => {
	it('fits two markers or more', () => {
		const view = mapView([LISBON, PORTO], CENTER, 5);
		expect(view.kind).toBe('fit');
	});

	it('centres one marker and keeps the zoom', () => {
		expect(mapView([LISBON], CENTER, 9)).toEqual({
			kind: 'center',
			center: { lng: -9.14, lat: 38.72 },
			zoom: 9,
		});
	});

	it('shows the block’s centre and zoom without markers', () => {
		expect(mapView([], CENTER, 13)).toEqual({ kind: 'center', center: CENTER, zoom: 13 });
	});
});

describe('zoomAfterMarkerChange', () => {
	it('comes back at 12 when a fitted map is left with one marker', () => {
		expect(zoomAfterMarkerChange(2, 1, 3)).toBe(12);
	});

	it('keeps the zoom otherwise', () => {
		expect(zoomAfterMarkerChange(0, 1, 15)).toBe(15);
		expect(zoomAfterMarkerChange(1, 2, 15)).toBe(15);
		expect(zoomAfterMarkerChange(3, 2, 15)).toBe(15);
	});
});
