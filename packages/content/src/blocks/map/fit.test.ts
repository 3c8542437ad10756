import { describe, expect, it } from 'vitest';

import { fitAll } from './fit';

const near = (bounds: readonly (readonly number[])[] | undefined) =>
	bounds?.map((corner) => corner.map((value) => Math.round(value * 1e6) / 1e6));

describe('fitAll', () => {
	it('grows the markers’ box to 1.3 times its span around its centre', () => {
		const view = fitAll([
			{ latitude: 0, longitude: 0 },
			{ latitude: 10, longitude: 20 },
			{ latitude: 5, longitude: 5 },
		]);
		expect(near(view?.bounds)).toEqual([
			[-1.5, -3],
			[11.5, 23],
		]);
	});

	it('leaves 80 px above and below and 40 px at each side', () => {
		const view = fitAll([
			{ latitude: 1, longitude: 1 },
			{ latitude: 2, longitude: 2 },
		]);
		expect(view?.paddingTopLeft).toEqual([40, 80]);
		expect(view?.paddingBottomRight).toEqual([40, 80]);
	});

	it('gives markers on one spot a small area, not a point', () => {
		const view = fitAll([
			{ latitude: 38.7, longitude: -9.1 },
			{ latitude: 38.7, longitude: -9.1 },
		]);
		const [[south, west], [north, east]] = view?.bounds ?? [
			[0, 0],
			[0, 0],
		];
		expect(north - south).toBeGreaterThan(0);
		expect(east - west).toBeGreaterThan(0);
		expect((north + south) / 2).toBeCloseTo(38.7);
	});

	it('keeps the area on the map', () => {
		const view = fitAll([
			{ latitude: -80, longitude: -179 },
			{ latitude: 84, longitude: 179 },
		]);
		expect(view?.bounds).toEqual([
			[-85, -180],
			[85, 180],
		]);
	});

	it('has nothing to fit without markers', () => {
		expect(fitAll([])).toBeUndefined();
	});
});
