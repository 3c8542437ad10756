import {
	posts,
	siteSettings,
	terms,
	TERMS_PER_PAGE_MAX,
	type Api,
	type Post,
	type SiteSettings,
	type Term,
} from '@blockyard/api-client';

import type { PostDetails } from '../host/post-details';

export interface LoadedPost {
	readonly post: Post;
	readonly settings: SiteSettings;
	/** The post's excerpt and terms as the server has them. */
	readonly details: PostDetails;
	/** The site's categories (the first hundred, by name), and the post's tags, to name the ids. */
	readonly terms: PostTerms;
}

/** The terms the post panel starts with: see {@link LoadedPost.terms}. */
export interface PostTerms {
	readonly categories: readonly Term[];
	readonly tags: readonly Term[];
}

export const detailsOfPost = (post: Post): PostDetails => ({
	excerpt: post.excerpt?.raw ?? '',
	tags: post.tags ?? [],
	categories: post.categories ?? [],
});

/**
 * `GET wp/v2/posts/:id?context=edit` and `GET wp/v2/settings` together, then the site's
 * categories and the post's tags by their ids (`wp/v2/categories`, `wp/v2/tags?include=`).
 */
export async function loadPost(api: Api, id: number): Promise<LoadedPost> {
	const [post, settings, categories] = await Promise.all([
		posts.get(api, id),
		siteSettings.get(api),
		terms.list(api, 'categories', { perPage: TERMS_PER_PAGE_MAX }),
	]);
	const details = detailsOfPost(post);
	const tags =
		details.tags.length === 0
			? []
			: await terms.list(api, 'tags', { include: details.tags, perPage: TERMS_PER_PAGE_MAX });
	return { post, settings, details, terms: { categories, tags } };
}
