import { dispatch, resolveSelect, select, subscribe } from '@wordpress/data';

/**
 * The part of a `@wordpress/data` registry the WordPress host uses. Stores are
 * reached by name, so the host needs no `@wordpress/editor` import: inside
 * wp-admin `core/editor` and `core/notices` are WordPress's own.
 */
export interface WordPressDataRegistry {
	select(storeName: string): unknown;
	/** The store's selectors as promises that settle once their resolvers have run. */
	resolveSelect(storeName: string): unknown;
	dispatch(storeName: string): unknown;
	subscribe(listener: () => void): () => void;
}

/** The default registry, the one WordPress's editor uses. */
export const defaultDataRegistry: WordPressDataRegistry = {
	select: (storeName) => select(storeName),
	resolveSelect: (storeName) => resolveSelect(storeName),
	dispatch: (storeName) => dispatch(storeName),
	subscribe: (listener) => subscribe(listener),
};

/** The `core/editor` selectors the host reads. */
export interface CoreEditorSelectors {
	getCurrentPostId(): number | string | null;
	getEditedPostAttribute(attribute: 'title' | 'excerpt' | 'tags' | 'categories'): unknown;
	/** The post as it was loaded: an empty object outside a post editor; `_links` lists the actions the user may take. */
	getCurrentPost(): { readonly link?: unknown; readonly _links?: Readonly<Record<string, unknown>> };
	isSavingPost(): boolean;
}

/** The `core/editor` actions the host calls. */
export interface CoreEditorActions {
	/** One call is one undo level, whatever it edits. */
	editPost(edits: {
		readonly title?: string;
		readonly excerpt?: string;
		readonly tags?: readonly number[];
		readonly categories?: readonly number[];
	}): unknown;
	lockPostSaving(lockName: string): unknown;
	unlockPostSaving(lockName: string): unknown;
}

/** The `core/notices` action the host calls. */
export interface CoreNoticesActions {
	createNotice(
		status: 'success' | 'info' | 'warning' | 'error',
		content: string,
		options: {
			type: 'default' | 'snackbar';
			isDismissible: boolean;
			actions?: readonly { label: string; url: string }[];
		}
	): unknown;
}

/**
 * The `core` (core-data) selector the host resolves: the editor's embed-preview lookup, which
 * asks the site's oEmbed proxy once per address and keeps the answer (`false` when the site
 * cannot embed it) for every block of the editor.
 */
export interface CoreDataResolvers {
	getEmbedPreview(url: string): Promise<unknown>;
}
