import * as z from 'zod/mini';

import type { Api } from '../api';
import { postRelatedPostsSchema, type RelatedPost } from './related-posts';

/** A post as `wp/v2/posts/{id}?context=edit` answers it (the fields Blockyard uses). */
export const postSchema = z.object({
	id: z.number(),
	status: z.string(),
	modified: z.string(),
	title: z.object({ raw: z.string() }),
	/** `rendered` is what visitors get: the markup as the site prints it. */
	content: z.object({ raw: z.string(), rendered: z.string() }),
	/** The post's summary: `raw` as the author wrote it, `rendered` as visitors get it. */
	excerpt: z.optional(z.object({ raw: z.string(), rendered: z.string() })),
	/** The ids of the post's tags and categories (`wp/v2/tags`, `wp/v2/categories`). */
	tags: z.optional(z.array(z.number())),
	categories: z.optional(z.array(z.number())),
});
export type Post = z.infer<typeof postSchema>;

export interface PostChanges {
	readonly title?: string;
	readonly content?: string;
	readonly status?: 'draft' | 'publish';
	readonly excerpt?: string;
	/** Term ids; the list replaces the post's. */
	readonly tags?: readonly number[];
	readonly categories?: readonly number[];
}

export const posts = {
	get: (api: Api, id: number): Promise<Post> =>
		api.site.request(`wp/v2/posts/${id}`, {
			call: 'posts.get',
			searchParams: { context: 'edit' },
			schema: postSchema,
		}),
	update: (api: Api, id: number, changes: PostChanges): Promise<Post> =>
		api.site.request(`wp/v2/posts/${id}`, {
			call: 'posts.update',
			method: 'post',
			searchParams: { context: 'edit' },
			json: changes,
			schema: postSchema,
		}),
	/** The post's `jetpack-related-posts` field (see ./related-posts). */
	related: async (api: Api, id: number, signal?: AbortSignal): Promise<RelatedPost[]> =>
		(
			await api.site.request(`wp/v2/posts/${id}`, {
				call: 'posts.related',
				searchParams: { _fields: 'id,jetpack-related-posts' },
				schema: postRelatedPostsSchema,
				signal,
			})
		)['jetpack-related-posts'],
};
