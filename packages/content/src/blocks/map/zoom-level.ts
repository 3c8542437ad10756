import { DEFAULT_ZOOM, MAX_ZOOM, MIN_ZOOM } from './constants';

/** A whole zoom level from 0 to 22; anything that is not a number gives the default, 13. */
export function clampZoom(value: unknown): number {
	if (typeof value !== 'number' || !Number.isFinite(value)) {
		return DEFAULT_ZOOM;
	}
	return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(value)));
}
