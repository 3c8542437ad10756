import type { HostPost } from '@blockyard/ui';

/**
 * Returns the same `HostPost` object for as long as id and title stay the same,
 * as `useSyncExternalStore` needs from `getPost()`.
 */
export function createStablePost(): (id: number | undefined, title: string) => HostPost {
	let last: HostPost = Object.freeze({ id: undefined, title: '' });
	return (id, title) => {
		if (last.id !== id || last.title !== title) {
			last = Object.freeze({ id, title });
		}
		return last;
	};
}
