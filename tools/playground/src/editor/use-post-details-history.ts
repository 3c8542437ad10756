import { useEffect, useRef } from '@wordpress/element';

import type { PlaygroundStore } from '../host/playground-store';
import { postDetailsOf, samePostDetails, type PostDetails } from '../host/post-details';

/**
 * Keeps the store's post details (what the host's `getPost()` gives and `editPost` changes)
 * and the editor's history in step: a change made in the store becomes one undo step, and
 * an undo or redo puts the details it brings back into the store.
 */
export function usePostDetailsHistory(
	store: PlaygroundStore,
	history: { readonly details: PostDetails; readonly onDetailsChange: (details: PostDetails) => void }
): void {
	const { details, onDetailsChange } = history;
	const recorded = useRef(details);
	recorded.current = details;

	// Undo and redo: the history's details go to the store.
	useEffect(() => {
		if (!samePostDetails(postDetailsOf(store.getState().post), details)) {
			store.editPost(details);
		}
	}, [store, details]);

	// An edit (the host's `editPost`): a new undo step.
	useEffect(
		() =>
			store.subscribe(() => {
				const current = postDetailsOf(store.getState().post);
				if (!samePostDetails(current, recorded.current)) {
					recorded.current = current;
					onDetailsChange(current);
				}
			}),
		[store, onDetailsChange]
	);
}
