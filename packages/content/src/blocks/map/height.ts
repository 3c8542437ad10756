import { HEIGHT_STEP, MIN_HEIGHT } from './constants';

/**
 * The map's height from what the author typed or dragged: a number is rounded
 * to the 10 px grid and raised to the 400 px minimum; anything that is not a
 * number (an emptied field, text) unsets it, and the map takes its default height.
 *
 * @example
 * mapHeight('523'); // 520
 * mapHeight(120); // 400
 * mapHeight(''); // undefined
 */
export function mapHeight(value: unknown): number | undefined {
	const number =
		typeof value === 'number'
			? value
			: typeof value === 'string' && value.trim() !== ''
				? Number(value)
				: NaN;
	if (!Number.isFinite(number)) {
		return undefined;
	}
	return Math.max(MIN_HEIGHT, Math.round(number / HEIGHT_STEP) * HEIGHT_STEP);
}
