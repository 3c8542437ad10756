import { DEFAULT_CENTER } from './constants';
import type { MapCenter } from './types';

const isCoordinate = (value: unknown, limit: number): value is number =>
	typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/** A stored centre with a longitude and latitude on the globe, or San Francisco. */
export function validCenter(value: unknown): MapCenter {
	if (typeof value === 'object' && value !== null && 'lng' in value && 'lat' in value) {
		const { lng, lat } = value;
		if (isCoordinate(lng, 180) && isCoordinate(lat, 90)) {
			return { lng, lat };
		}
	}
	return DEFAULT_CENTER;
}
