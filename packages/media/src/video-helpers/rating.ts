// A video's audience rating, as the hosted-video service keeps it.

/** The ratings a video may have. */
export const VIDEO_RATINGS = ['G', 'PG-13', 'R-17'] as const;
export type VideoRating = (typeof VIDEO_RATINGS)[number];

/**
 * The rating a stored value stands for: G, PG-13 or R-17 as they are, the retired X-18 as R-17
 * (the strictest rating left), anything else no rating.
 */
export function normalizeRating(value: unknown): VideoRating | undefined {
	if (value === 'X-18') {
		return 'R-17';
	}
	return VIDEO_RATINGS.find((rating) => rating === value);
}
