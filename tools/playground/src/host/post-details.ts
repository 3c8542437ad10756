import type { HostPost, HostPostEdits } from '@blockyard/ui';

/** The post's excerpt and terms (tag and category ids), as the editor keeps, saves and undoes them. */
export interface PostDetails {
	readonly excerpt: string;
	readonly tags: readonly number[];
	readonly categories: readonly number[];
}

export const NO_POST_DETAILS: PostDetails = Object.freeze({
	excerpt: '',
	tags: Object.freeze([]),
	categories: Object.freeze([]),
});

const sameIds = (a: readonly number[], b: readonly number[]): boolean =>
	a.length === b.length && a.every((id, index) => id === b[index]);

/** The post's details, an absent one as none. */
export const postDetailsOf = (post: HostPost): PostDetails => ({
	excerpt: post.excerpt ?? '',
	tags: post.tags ?? NO_POST_DETAILS.tags,
	categories: post.categories ?? NO_POST_DETAILS.categories,
});

export const samePostDetails = (a: PostDetails, b: PostDetails): boolean =>
	a.excerpt === b.excerpt && sameIds(a.tags, b.tags) && sameIds(a.categories, b.categories);

/** The post with the edits made (frozen, lists copied), or `undefined` when they change nothing. */
export function editedPost(post: HostPost, edits: HostPostEdits): HostPost | undefined {
	const before = postDetailsOf(post);
	const after: PostDetails = {
		excerpt: edits.excerpt ?? before.excerpt,
		tags: edits.tags ? Object.freeze([...edits.tags]) : before.tags,
		categories: edits.categories ? Object.freeze([...edits.categories]) : before.categories,
	};
	const isNew = post.excerpt === undefined || post.tags === undefined || post.categories === undefined;
	return !isNew && samePostDetails(before, after) ? undefined : Object.freeze({ ...post, ...after });
}

/** Whether two posts have the same id, title and details (both with details, or neither). */
export const samePost = (a: HostPost, b: HostPost): boolean =>
	a.id === b.id &&
	a.title === b.title &&
	(a.excerpt === undefined) === (b.excerpt === undefined) &&
	samePostDetails(postDetailsOf(a), postDetailsOf(b));
