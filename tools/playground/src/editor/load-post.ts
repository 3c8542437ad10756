import { posts, siteSettings, type Api, type Post, type SiteSettings } from '@blockyard/api-client';

export interface LoadedPost {
	readonly post: Post;
	readonly settings: SiteSettings;
}

/** `GET wp/v2/posts/:id?context=edit` and `GET wp/v2/settings`, together. */
export async function loadPost(api: Api, id: number): Promise<LoadedPost> {
	const [post, settings] = await Promise.all([posts.get(api, id), siteSettings.get(api)]);
	return { post, settings };
}
