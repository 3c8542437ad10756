import type { MapMarker } from './types';

const isRecord = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null;

const inRange = (value: unknown, limit: number): value is number =>
	typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/**
 * The markers of a stored `points` attribute that can be drawn: each with an
 * id and coordinates on the globe; a missing title or caption is empty.
 */
export function validMarkers(points: unknown): MapMarker[] {
	if (!Array.isArray(points)) {
		return [];
	}
	return points.flatMap((point: unknown): MapMarker[] => {
		if (!isRecord(point) || !isRecord(point.coordinates)) {
			return [];
		}
		const { latitude, longitude } = point.coordinates;
		const id = typeof point.id === 'string' || typeof point.id === 'number' ? String(point.id) : '';
		if (id === '' || !inRange(latitude, 90) || !inRange(longitude, 180)) {
			return [];
		}
		const text = (value: unknown) => (typeof value === 'string' ? value : '');
		return [
			{
				id,
				title: text(point.title),
				placeTitle: text(point.placeTitle),
				caption: text(point.caption),
				coordinates: { latitude, longitude },
			},
		];
	});
}
