// The rules of a star rating that the saved markup needs, as pure functions: the ranges, the
// stars a rating shows and the words it is read as (the editor's clicks and keys are in
// rating-input.ts, which only the edit loads).

/** The lowest and highest "Highest rating", and the default. */
export const MIN_MAX_RATING = 2;
export const MAX_MAX_RATING = 10;
export const DEFAULT_MAX_RATING = 5;

/** A rating moves in half stars. */
export const RATING_STEP = 0.5;

/** The English words for a rating, the default of `outOfLabel`. */
export const DEFAULT_OUT_OF_LABEL = '%1$s out of %2$s';

/** How a star is drawn. */
export type StarFill = 'full' | 'half' | 'empty';

/** The highest rating as a whole number from 2 to 10; anything else is the default 5. */
export function clampMaxRating(value: unknown): number {
	if (typeof value !== 'number' || !Number.isFinite(value)) {
		return DEFAULT_MAX_RATING;
	}
	return Math.min(MAX_MAX_RATING, Math.max(MIN_MAX_RATING, Math.round(value)));
}

/** A rating rounded to the nearest half star, from 0 to `maxRating`; anything not a number is 0. */
export function clampRating(value: unknown, maxRating: number): number {
	if (typeof value !== 'number' || !Number.isFinite(value)) {
		return 0;
	}
	const halves = Math.round(value / RATING_STEP) * RATING_STEP;
	return Math.min(clampMaxRating(maxRating), Math.max(0, halves));
}

/** How each of the `maxRating` stars is drawn for `rating`. */
export function starFills(rating: number, maxRating: number): StarFill[] {
	const max = clampMaxRating(maxRating);
	const value = clampRating(rating, max);
	return Array.from({ length: max }, (_, index) =>
		value >= index + 1 ? 'full' : value >= index + RATING_STEP ? 'half' : 'empty'
	);
}

/** A rating as written in the saved markup and read out: `3`, `3.5`. */
export function formatRating(rating: number): string {
	return String(rating);
}

/**
 * The words for a rating: `template` with `%1$s` the rating and `%2$s` the highest
 * (`3.5 out of 5`). A template without both falls back to the English one.
 */
export function ratingText(rating: number, maxRating: number, template: string | undefined): string {
	const words =
		typeof template === 'string' && template.includes('%1$s') && template.includes('%2$s')
			? template
			: DEFAULT_OUT_OF_LABEL;
	return words.replace('%1$s', formatRating(rating)).replace('%2$s', formatRating(maxRating));
}
