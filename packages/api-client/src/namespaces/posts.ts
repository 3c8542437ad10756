import * as z from 'zod/mini';

import type { Transport } from '../transport';
import { postRelatedPostsSchema, type RelatedPost } from './related-posts';

/** A post as `wp/v2/posts/{id}?context=edit` answers it (the fields Blockyard uses). */
export const postSchema = z.object({
	id: z.number(),
	status: z.string(),
	modified: z.string(),
	title: z.object({ raw: z.string() }),
	/** `rendered` is what visitors get: the markup as the site prints it. */
	content: z.object({ raw: z.string(), rendered: z.string() }),
});
export type Post = z.infer<typeof postSchema>;

export interface PostChanges {
	readonly title?: string;
	readonly content?: string;
	readonly status?: 'draft' | 'publish';
}

export function postsCalls(transport: Transport) {
	return {
		get: (id: number): Promise<Post> =>
			transport.request(`wp/v2/posts/${id}`, { searchParams: { context: 'edit' }, schema: postSchema }),
		update: (id: number, changes: PostChanges): Promise<Post> =>
			transport.request(`wp/v2/posts/${id}`, {
				method: 'post',
				searchParams: { context: 'edit' },
				json: changes,
				schema: postSchema,
			}),
		/** The post's `jetpack-related-posts` field (see ./related-posts). */
		related: async (id: number, signal?: AbortSignal): Promise<RelatedPost[]> =>
			(
				await transport.request(`wp/v2/posts/${id}`, {
					call: 'posts.related',
					searchParams: { _fields: 'id,jetpack-related-posts' },
					schema: postRelatedPostsSchema,
					signal,
				})
			)['jetpack-related-posts'],
	};
}
