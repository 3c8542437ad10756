import { isParseError, isValidationError, posts, type Api } from '@blockyard/api-client';
import type { BlockyardHost } from '@blockyard/ui';
import { useCallback, useState, useSyncExternalStore } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import type { PlaygroundStore } from '../host/playground-store';
import { NO_POST_DETAILS, postDetailsOf, samePostDetails, type PostDetails } from '../host/post-details';
import { errorMessage } from './describe-error';
import type { PostSnapshot } from './local-draft';
import type { PostContent } from './use-post-content';

export interface UseSaveOptions {
	readonly api: Api;
	readonly store: PlaygroundStore;
	readonly host: BlockyardHost;
	readonly postId: number;
	/** The serialized blocks, read when saving and once editing pauses. */
	readonly content: PostContent;
	/**
	 * The post as the server has it when the editor opens: title, serialized blocks, and its
	 * excerpt and terms (none when absent).
	 */
	readonly saved: PostSnapshot;
}

export interface SaveState {
	readonly save: () => void;
	readonly isSaving: boolean;
	/** True while the title, the blocks, the excerpt or the terms differ from what the server has. */
	readonly isDirty: boolean;
	/** True while the post is as last saved (or as loaded) and no save runs. */
	readonly isSaved: boolean;
	/**
	 * False after a save whose answer could not be read: the server said it stored the
	 * post, but what it stored is not known, so the local backup stays until a save is confirmed.
	 */
	readonly isConfirmed: boolean;
	/** The post as the server has it (as far as the editor knows), its excerpt and terms with it. */
	readonly lastSaved: PostSnapshot;
	/** True while a save lock is held. */
	readonly isLocked: boolean;
}

/**
 * Saves the title, the serialized blocks, the excerpt and the terms with `POST wp/v2/posts/:id`, and
 * knows whether the post has unsaved changes: it compares them with the post as
 * loaded, then as last saved. A failed save changes nothing of that; a save
 * whose answer (2xx) could not be read counts as saved, with a warning to reload
 * and check.
 */
export function useSave({ api, store, host, postId, content, saved }: UseSaveOptions): SaveState {
	const [isSaving, setSaving] = useState(false);
	const [lastSaved, setLastSaved] = useState<PostSnapshot & { readonly details: PostDetails }>({
		...saved,
		details: saved.details ?? NO_POST_DETAILS,
	});
	const [isConfirmed, setConfirmed] = useState(true);
	const title = useSyncExternalStore(store.subscribe, () => store.getState().post.title);
	const post = useSyncExternalStore(store.subscribe, () => store.getState().post);
	const isLocked = useSyncExternalStore(store.subscribe, () => store.getState().saveLocks.size > 0);
	const { read: readContent } = content;

	const save = useCallback(() => {
		if (isSaving || store.getState().saveLocks.size > 0) {
			return;
		}
		const current = store.getState().post;
		const savingDetails = postDetailsOf(current);
		const saving = { title: current.title, content: readContent(), details: savingDetails };
		setSaving(true);
		// Blocks that save something of their own with the post watch the host's post start saving.
		store.setSaving(true);
		posts
			.update(api, postId, {
				title: saving.title,
				content: saving.content,
				// Only what the editor has loaded: a post without them keeps the server's.
				...(current.excerpt === undefined ? {} : { excerpt: savingDetails.excerpt }),
				...(current.tags === undefined ? {} : { tags: savingDetails.tags }),
				...(current.categories === undefined ? {} : { categories: savingDetails.categories }),
			})
			.then(
				() => {
					setLastSaved(saving);
					setConfirmed(true);
				},
				(error: unknown) => {
					if (isParseError(error) || isValidationError(error)) {
						// Only a 2xx answer gets this far: the server took the post.
						setLastSaved(saving);
						setConfirmed(false);
						host.notify({
							status: 'warning',
							message: __(
								'The post was saved, but the server’s answer could not be read. Reload the page to check what was stored.',
								'blockyard'
							),
						});
						return;
					}
					host.notify({
						status: 'error',
						// translators: %s: why saving failed.
						message: sprintf(
							__('The post could not be saved: %s', 'blockyard'),
							errorMessage(error)
						),
					});
				}
			)
			.finally(() => {
				setSaving(false);
				store.setSaving(false);
			});
	}, [api, store, host, postId, readContent, isSaving]);

	// A change not serialized yet counts as unsaved until editing pauses and it can be compared.
	const isDirty =
		lastSaved.title !== title ||
		lastSaved.content !== content.settled ||
		!samePostDetails(lastSaved.details, postDetailsOf(post));
	return {
		save,
		isSaving,
		isDirty,
		isSaved: !isSaving && !isDirty,
		isConfirmed,
		lastSaved,
		isLocked,
	};
}
