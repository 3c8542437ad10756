import * as z from 'zod/mini';

/** One entry of a post's `jetpack-related-posts` field (the fields the block reads). */
export const relatedPostSchema = z.looseObject({
	id: z.number(),
	url: z.string(),
	title: z.string(),
	date: z.optional(z.string()),
	excerpt: z.optional(z.string()),
	context: z.optional(z.string()),
	/** The author's display name. */
	author: z.optional(z.string()),
	/** Why the post is related, for the block: its category's name as text and that category's address. */
	block_context: z.optional(
		z.looseObject({
			text: z.string(),
			link: z.optional(z.nullable(z.string())),
		})
	),
	img: z.optional(
		z.looseObject({
			/** Empty when the post has no image. */
			src: z.string(),
			width: z.optional(z.number()),
			height: z.optional(z.number()),
			alt_text: z.optional(z.string()),
		})
	),
});
export type RelatedPost = z.infer<typeof relatedPostSchema>;

/**
 * Related posts are the `jetpack-related-posts` field of `wp/v2/posts/{id}`,
 * as Jetpack adds it on real sites (no separate route), so the same call
 * works against WordPress and the local provider. Read with `_fields`.
 */
export const postRelatedPostsSchema = z.looseObject({
	'jetpack-related-posts': z.array(relatedPostSchema),
});
