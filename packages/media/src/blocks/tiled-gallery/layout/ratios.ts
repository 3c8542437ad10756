// An image's aspect ratio (width ÷ height) and the classes the rectangular style's row patterns
// are written in.
import type { LayoutImage } from './types';

/** Below this an image is a portrait. */
export const LANDSCAPE_RATIO = 1;
/** From this on an image is panoramic (twice as wide as tall or more). */
export const PANORAMIC_RATIO = 2;
/**
 * An image wider than 20:1 or taller than 1:20 gets a row to itself in the rectangular style:
 * beside others its column would be too narrow for a width rounded to 5 decimals to keep the
 * row's heights equal (or even to stay above 0).
 */
export const OWN_ROW_RATIO = 20;

function positive(value: unknown): value is number {
	return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/** A size in pixels; a string of digits (as attributes read from saved markup are) counts as its number. */
function pixels(value: unknown): unknown {
	return typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
}

/**
 * Width ÷ height; 1 when either is missing, zero, negative or not a finite number (or a string
 * of one), or the ratio is unusable.
 */
export function imageRatio(image: LayoutImage | null | undefined): number {
	const width = pixels(image?.width);
	const height = pixels(image?.height);
	if (!positive(width) || !positive(height)) {
		return 1;
	}
	const ratio = width / height;
	return positive(ratio) ? ratio : 1;
}

export function isPortrait(ratio: number): boolean {
	return ratio < LANDSCAPE_RATIO;
}

/** From 1 (square included) to below 2. */
export function isLandscape(ratio: number): boolean {
	return ratio >= LANDSCAPE_RATIO && ratio < PANORAMIC_RATIO;
}

export function isPanoramic(ratio: number): boolean {
	return ratio >= PANORAMIC_RATIO;
}

/** Too wide or too tall to share a row (see `OWN_ROW_RATIO`). */
export function needsOwnRow(ratio: number): boolean {
	return ratio > OWN_ROW_RATIO || ratio < 1 / OWN_ROW_RATIO;
}
