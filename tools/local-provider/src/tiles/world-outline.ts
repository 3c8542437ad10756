import { createRequire } from 'node:module';

import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';

/*
 * The land of the world (Natural Earth at 1:50m, public domain, from the
 * `world-atlas` package) in Web Mercator: every ring as points in world units,
 * x from 0 (180° W) to 1 (180° E), y from 0 (85.05° N) to 1 (85.05° S), with
 * its bounding box so a tile only looks at the rings it overlaps.
 */

/** Web Mercator's latitude limit: the world is a square. */
export const MAX_LATITUDE = 85.0511287798;

export interface Ring {
	/** x0, y0, x1, y1, … in world units. */
	readonly points: Float64Array;
	readonly minX: number;
	readonly minY: number;
	readonly maxX: number;
	readonly maxY: number;
}

export const mercatorX = (longitude: number): number => (longitude + 180) / 360;

export function mercatorY(latitude: number): number {
	const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
	const sin = Math.sin((clamped * Math.PI) / 180);
	return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
}

/** The latitude at world y: the inverse of {@link mercatorY}. */
export const latitudeAt = (y: number): number =>
	(Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;

function toRing(coordinates: readonly (readonly number[])[]): Ring {
	const points = new Float64Array(coordinates.length * 2);
	let minX = Infinity;
	let minY = Infinity;
	let maxX = -Infinity;
	let maxY = -Infinity;
	coordinates.forEach(([longitude = 0, latitude = 0], index) => {
		const x = mercatorX(longitude);
		const y = mercatorY(latitude);
		points[index * 2] = x;
		points[index * 2 + 1] = y;
		minX = Math.min(minX, x);
		maxX = Math.max(maxX, x);
		minY = Math.min(minY, y);
		maxY = Math.max(maxY, y);
	});
	return { points, minX, minY, maxX, maxY };
}

/**
 * A ring as the plane sees it. The dataset closes a ring that crosses 180°
 * with a jump from 180° to -180°, which the plane would take for an edge across
 * the whole world: such a ring is made continuous (longitudes past ±180°) and
 * drawn once more a world away, so each copy covers its side. A ring round a
 * pole (Antarctica) does not close once continuous and stays as it is.
 */
function planarRings(coordinates: readonly (readonly number[])[]): Ring[] {
	const unwrapped: [number, number][] = [];
	let shift = 0;
	coordinates.forEach(([longitude = 0, latitude = 0], index) => {
		const previous = coordinates[index - 1]?.[0];
		if (previous !== undefined && Math.abs(longitude - previous) > 180) {
			shift += longitude > previous ? -360 : 360;
		}
		unwrapped.push([longitude + shift, latitude]);
	});
	if (shift !== 0 || unwrapped.every(([longitude]) => Math.abs(longitude) <= 180)) {
		return [toRing(coordinates)];
	}
	const low = Math.min(...unwrapped.map(([longitude]) => longitude));
	const copy = low < -180 ? 360 : -360;
	return [
		toRing(unwrapped),
		toRing(unwrapped.map(([longitude, latitude]) => [longitude + copy, latitude])),
	];
}

let rings: readonly Ring[] | undefined;

/** Every land ring (outer rings and holes alike: tiles fill them even-odd), read once. */
export function landRings(): readonly Ring[] {
	if (rings === undefined) {
		const require = createRequire(import.meta.url);
		const topology = require('world-atlas/land-50m.json') as Topology;
		const land = feature(topology, topology.objects['land']!);
		const polygons = 'features' in land ? land.features.map((f) => f.geometry) : [land.geometry];
		const found: Ring[] = [];
		for (const geometry of polygons) {
			const parts =
				geometry.type === 'Polygon'
					? [geometry.coordinates]
					: geometry.type === 'MultiPolygon'
						? geometry.coordinates
						: [];
			for (const polygon of parts) {
				for (const ring of polygon) {
					if (ring.length >= 3) {
						found.push(...planarRings(ring));
					}
				}
			}
		}
		rings = found;
	}
	return rings;
}
