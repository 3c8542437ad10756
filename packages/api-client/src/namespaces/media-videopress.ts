import * as z from 'zod/mini';

/** The VideoPress fields `wp/v2/media/{id}` adds to a video attachment. */
export const videoPressMediaFieldsSchema = z.looseObject({
	guid: z.string(),
	rating: z.optional(z.nullable(z.string())),
	/** 0 or 1 (some sites answer a boolean). */
	allow_download: z.optional(z.union([z.number(), z.boolean()])),
	/** 0 public, 1 private, 2 the site's default. */
	privacy_setting: z.optional(z.number()),
});
export type VideoPressMediaFields = z.infer<typeof videoPressMediaFieldsSchema>;
