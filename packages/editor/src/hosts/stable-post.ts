import type { HostPost } from '@blockyard/ui';

const FIELDS = [
	'id',
	'title',
	'canPublish',
	'isSaving',
	'link',
] as const satisfies readonly (keyof HostPost)[];

/**
 * Returns the same `HostPost` object for as long as its fields stay the same,
 * as `useSyncExternalStore` needs from `getPost()`.
 */
export function createStablePost(): (post: HostPost) => HostPost {
	let last: HostPost = Object.freeze({ id: undefined, title: '' });
	return (post) => {
		if (FIELDS.some((field) => last[field] !== post[field])) {
			last = Object.freeze({ ...post });
		}
		return last;
	};
}
