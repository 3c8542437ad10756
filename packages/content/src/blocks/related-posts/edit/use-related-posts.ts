import { isNotFoundError, posts, type RelatedPost } from '@blockyard/api-client';
import type { BlockyardHost } from '@blockyard/ui';
import { useCallback, useEffect, useState } from '@wordpress/element';

export type RelatedPostsState =
	| { readonly status: 'loading' }
	| { readonly status: 'loaded'; readonly posts: readonly RelatedPost[] }
	| { readonly status: 'failed' };

/**
 * The related posts of post `postId` as the site answers them (the post's
 * `jetpack-related-posts` field), loaded on mount, again for another post or
 * host and on `retry()`, and cancelled on unmount. A post the site does not
 * know as a post (a page, say) has none; any other failure ends in `failed`.
 */
export function useRelatedPosts(
	host: BlockyardHost,
	postId: number
): { readonly state: RelatedPostsState; readonly retry: () => void } {
	const [state, setState] = useState<RelatedPostsState>({ status: 'loading' });
	const [attempt, setAttempt] = useState(0);

	useEffect(() => {
		const controller = new AbortController();
		setState({ status: 'loading' });
		posts.related(host.api, postId, controller.signal).then(
			(related) => {
				if (!controller.signal.aborted) {
					setState({ status: 'loaded', posts: related });
				}
			},
			(error: unknown) => {
				if (!controller.signal.aborted) {
					setState(isNotFoundError(error) ? { status: 'loaded', posts: [] } : { status: 'failed' });
				}
			}
		);
		return () => controller.abort();
	}, [host, postId, attempt]);

	const retry = useCallback(() => setAttempt((count) => count + 1), []);
	return { state, retry };
}
