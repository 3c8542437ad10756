import { posts, type Api } from '@blockyard/api-client';
import type { BlockyardHost } from '@blockyard/ui';
import { useCallback, useState, useSyncExternalStore } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import type { PlaygroundStore } from '../host/playground-store';
import { errorMessage } from './describe-error';

export interface UseSaveOptions {
	readonly api: Api;
	readonly store: PlaygroundStore;
	readonly host: BlockyardHost;
	readonly postId: number;
	/** The serialized blocks as they are now. */
	readonly content: string;
}

export interface SaveState {
	readonly save: () => void;
	readonly isSaving: boolean;
	/** True while the post is as it was last saved. */
	readonly isSaved: boolean;
	/** True while a save lock is held. */
	readonly isLocked: boolean;
}

/** Saves the title and the serialized blocks with `POST wp/v2/posts/:id`. */
export function useSave({ api, store, host, postId, content }: UseSaveOptions): SaveState {
	const [isSaving, setSaving] = useState(false);
	const [lastSaved, setLastSaved] = useState<{ title: string; content: string } | null>(null);
	const title = useSyncExternalStore(store.subscribe, () => store.getState().post.title);
	const isLocked = useSyncExternalStore(store.subscribe, () => store.getState().saveLocks.size > 0);

	const save = useCallback(() => {
		if (isSaving || store.getState().saveLocks.size > 0) {
			return;
		}
		const saving = { title: store.getState().post.title, content };
		setSaving(true);
		posts
			.update(api, postId, saving)
			.then(
				() => setLastSaved(saving),
				(error: unknown) => {
					setLastSaved(null);
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
			.finally(() => setSaving(false));
	}, [api, store, host, postId, content, isSaving]);

	return {
		save,
		isSaving,
		isSaved:
			!isSaving && lastSaved !== null && lastSaved.title === title && lastSaved.content === content,
		isLocked,
	};
}
