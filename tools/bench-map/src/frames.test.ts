import { describe, expect, it } from 'vitest';

import { frameStats, median } from './frames';
import { gridMarkers } from './markers';

describe('frameStats', () => {
	it('measures the time between frames', () => {
		const stats = frameStats([0, 16, 33, 50, 100]);
		expect(stats).toMatchObject({ frames: 4, medianMs: 17, maxMs: 50 });
		expect(stats.p95Ms).toBeCloseTo(45.05);
	});

	it('has nothing to say about fewer than two frames', () => {
		expect(frameStats([5]).frames).toBe(0);
		expect(Number.isNaN(frameStats([]).medianMs)).toBe(true);
	});
});

describe('median', () => {
	it('is the middle value, or the mean of the middle two', () => {
		expect(median([3, 1, 2])).toBe(2);
		expect(median([4, 1, 2, 3])).toBe(2.5);
	});
});

describe('gridMarkers', () => {
	it('makes a thousand markers with unique ids, on the globe', () => {
		const markers = gridMarkers();
		expect(markers).toHaveLength(1000);
		expect(new Set(markers.map((marker) => marker.id)).size).toBe(1000);
		for (const { coordinates } of markers) {
			expect(Math.abs(coordinates.latitude)).toBeLessThan(85);
			expect(Math.abs(coordinates.longitude)).toBeLessThan(180);
		}
	});
});
