import type { Client, Post, SiteSettings } from '@blockyard/api-client';

export interface LoadedPost {
	readonly post: Post;
	readonly settings: SiteSettings;
}

/** `GET wp/v2/posts/:id?context=edit` and `GET wp/v2/settings`, together. */
export async function loadPost(client: Client, id: number): Promise<LoadedPost> {
	const [post, settings] = await Promise.all([client.posts.get(id), client.settings.get()]);
	return { post, settings };
}
