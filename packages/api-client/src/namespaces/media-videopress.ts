import * as z from 'zod/mini';

/** The ratings a hosted video may have, mildest first. */
export const VIDEO_RATINGS = ['G', 'PG-13', 'R-17'] as const;
export type VideoRating = (typeof VIDEO_RATINGS)[number];

/** 0 public, 1 private, 2 the site's default. */
export type VideoPrivacySetting = 0 | 1 | 2;

/**
 * A rating as the platform stores it, read as one of {@link VIDEO_RATINGS}: the legacy
 * `X-18` is `R-17`, a value it does not know (or none) is `null`, unrated.
 *
 * @example
 * videoRating('X-18'); // 'R-17'
 */
export function videoRating(value: string | null | undefined): VideoRating | null {
	if (value === 'X-18') {
		return 'R-17';
	}
	return VIDEO_RATINGS.find((rating) => rating === value) ?? null;
}

/** The VideoPress fields `wp/v2/media/{id}` adds to a video attachment, read into one shape. */
export const videoPressMediaFieldsSchema = z.looseObject({
	guid: z.string(),
	/** `X-18` is read as `R-17`; an unknown rating (or none) as `null`. */
	rating: z.pipe(
		z.optional(z.nullable(z.string())),
		z.transform((value) => videoRating(value))
	),
	/** 0 or 1 (some sites answer a boolean; missing is 0). */
	allow_download: z.pipe(
		z.optional(z.union([z.literal(0), z.literal(1), z.boolean()])),
		z.transform((value): 0 | 1 => (value === 1 || value === true ? 1 : 0))
	),
	/** 0 public, 1 private, 2 the site's default (missing is 2). */
	privacy_setting: z.pipe(
		z.optional(z.union([z.literal(0), z.literal(1), z.literal(2)])),
		z.transform((value): VideoPrivacySetting => value ?? 2)
	),
	/** The video's title and description on the service, when the site gives them. */
	title: z.optional(z.string()),
	description: z.optional(z.string()),
});
/** The fields as the client reads them (rating, download and privacy always set). */
export type VideoPressMediaFields = z.output<typeof videoPressMediaFieldsSchema>;
/** The fields as a server may send them. */
export type VideoPressMediaFieldsInput = z.input<typeof videoPressMediaFieldsSchema>;
