// How the editor's clicks and keys change a rating, as pure functions. Apart from rating.ts
// because only the edit needs them: what save imports is part of every editor's first load.
import { clampMaxRating, clampRating, RATING_STEP } from './rating';

/**
 * The rating after a click on star `star` (1 is the first): a star sets its whole value;
 * clicking the star the rating ends on takes half a star off a whole rating and gives it
 * back to a half one, except that the first star at a half goes to 0.
 */
export function ratingAfterClick(rating: number, star: number): number {
	const current = Math.ceil(rating);
	if (star !== current) {
		return star;
	}
	if (Number.isInteger(rating)) {
		return rating - RATING_STEP;
	}
	return star === 1 ? 0 : star;
}

/** The keys a slider answers, and the rating each leads to; `undefined` for any other key. */
export function ratingAfterKey(rating: number, maxRating: number, key: string): number | undefined {
	switch (key) {
		case 'ArrowRight':
		case 'ArrowUp':
			return clampRating(rating + RATING_STEP, maxRating);
		case 'ArrowLeft':
		case 'ArrowDown':
			return clampRating(rating - RATING_STEP, maxRating);
		case 'PageUp':
			return clampRating(rating + 1, maxRating);
		case 'PageDown':
			return clampRating(rating - 1, maxRating);
		case 'Home':
			return 0;
		case 'End':
			return clampMaxRating(maxRating);
		default:
			return undefined;
	}
}
