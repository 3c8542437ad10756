import type { HostPost } from '@blockyard/ui';

const FIELDS = [
	'id',
	'title',
	'canPublish',
	'isSaving',
	'link',
	'excerpt',
	'tags',
	'categories',
] as const satisfies readonly (keyof HostPost)[];

function same(a: unknown, b: unknown): boolean {
	if (Array.isArray(a) && Array.isArray(b)) {
		return a.length === b.length && a.every((item, index) => item === b[index]);
	}
	return a === b;
}

/**
 * Returns the same `HostPost` object for as long as its fields stay the same,
 * as `useSyncExternalStore` needs from `getPost()` (term lists compared by their ids).
 */
export function createStablePost(): (post: HostPost) => HostPost {
	let last: HostPost = Object.freeze({ id: undefined, title: '' });
	return (post) => {
		if (FIELDS.some((field) => !same(last[field], post[field]))) {
			last = Object.freeze({ ...post });
		}
		return last;
	};
}
