import { describe, expect, it } from 'vitest';

import { indexMarkers } from './clusters';
import type { MapMarker } from './types';

const marker = (id: number, latitude: number, longitude: number): MapMarker => ({
	id: `m${String(id)}`,
	title: `Place ${String(id)}`,
	placeTitle: '',
	caption: '',
	coordinates: { latitude, longitude },
});

/** A thousand markers on a 40 × 25 grid over western Europe. */
const thousand = Array.from({ length: 1000 }, (_, i) =>
	marker(i, 36 + Math.floor(i / 40) * 0.6, -9 + (i % 40) * 0.5)
);
const WORLD = { west: -180, south: -85, east: 180, north: 85 };

describe('indexMarkers', () => {
	it('draws a thousand markers as a few clusters when zoomed out, each counting its places', () => {
		const items = indexMarkers(thousand).visible(WORLD, 3);
		expect(items.length).toBeLessThan(60);
		const total = items.reduce((sum, item) => sum + (item.kind === 'cluster' ? item.count : 1), 0);
		expect(total).toBe(1000);
	});

	it('gives each cluster the zoom where it breaks up', () => {
		const [cluster] = indexMarkers(thousand)
			.visible(WORLD, 3)
			.filter((item) => item.kind === 'cluster');
		expect(cluster?.kind === 'cluster' && cluster.expansionZoom).toBeGreaterThan(3);
	});

	it('draws single markers when zoomed in, only those in view', () => {
		const items = indexMarkers(thousand).visible(
			{ west: -9.1, south: 35.9, east: -7.9, north: 36.9 },
			17
		);
		expect(items.every((item) => item.kind === 'marker')).toBe(true);
		expect(items.map((item) => (item.kind === 'marker' ? item.marker.id : '')).sort()).toEqual(
			['m0', 'm1', 'm2', 'm40', 'm41', 'm42'].sort()
		);
	});

	it('keeps two distant markers apart', () => {
		const items = indexMarkers([marker(1, 38.72, -9.14), marker(2, 41.15, -8.61)]).visible(WORLD, 7);
		expect(items.map((item) => item.kind)).toEqual(['marker', 'marker']);
	});
});
