import { createReduxStore, createRegistry } from '@wordpress/data';

interface EditorState {
	readonly postId: number | string | null;
	readonly title: string;
	readonly locks: ReadonlyArray<string>;
	/** The post as loaded: `{}` outside a post editor, as in WordPress's site editor. */
	readonly currentPost: { readonly link?: string; readonly _links?: Record<string, unknown> };
	readonly isSaving: boolean;
	/** The post's other edited attributes (`excerpt`, `tags`, `categories`): absent for a post type without them. */
	readonly attributes: Readonly<Record<string, unknown>>;
	/** Every `editPost` call's edits, in order: in WordPress each is one undo level. */
	readonly editCalls: ReadonlyArray<Readonly<Record<string, unknown>>>;
}

type EditorAction =
	| { type: 'EDIT_POST'; edits: { title?: string } & Readonly<Record<string, unknown>> }
	| { type: 'SET_POST_ID'; postId: number | string | null }
	| { type: 'LOCK_POST_SAVING'; lockName: string }
	| { type: 'UNLOCK_POST_SAVING'; lockName: string }
	| { type: 'SET_CURRENT_POST'; currentPost: EditorState['currentPost'] }
	| { type: 'SET_SAVING'; isSaving: boolean };

export interface FakeNotice {
	readonly status: string;
	readonly content: string;
	readonly options: unknown;
}

/**
 * A fresh registry with tiny stand-ins for WordPress's `core/editor` and
 * `core/notices` stores: the selectors and actions the WordPress host uses,
 * under the same names.
 */
export function createFakeWordPressRegistry(
	initial: {
		postId?: number | string | null;
		title?: string;
		currentPost?: EditorState['currentPost'];
		attributes?: EditorState['attributes'];
	} = {}
) {
	const registry = createRegistry();
	const initialEditor: EditorState = {
		postId: initial.postId ?? 42,
		title: initial.title ?? 'Opening times',
		locks: [],
		currentPost: initial.currentPost ?? {},
		isSaving: false,
		attributes: initial.attributes ?? {},
		editCalls: [],
	};

	const editorStore = createReduxStore('core/editor', {
		reducer(state: EditorState = initialEditor, action: EditorAction | { type: '@@INIT' }): EditorState {
			switch (action.type) {
				case 'EDIT_POST': {
					const { title, ...others } = action.edits;
					return {
						...state,
						title: title ?? state.title,
						attributes: { ...state.attributes, ...others },
						editCalls: [...state.editCalls, action.edits],
					};
				}
				case 'SET_POST_ID':
					return { ...state, postId: action.postId };
				case 'LOCK_POST_SAVING':
					return { ...state, locks: [...state.locks, action.lockName] };
				case 'UNLOCK_POST_SAVING':
					return { ...state, locks: state.locks.filter((name) => name !== action.lockName) };
				case 'SET_CURRENT_POST':
					return { ...state, currentPost: action.currentPost };
				case 'SET_SAVING':
					return { ...state, isSaving: action.isSaving };
				default:
					return state;
			}
		},
		selectors: {
			getCurrentPostId: (state: EditorState) => state.postId,
			getEditedPostAttribute: (state: EditorState, attribute: string) =>
				attribute === 'title' ? state.title : state.attributes[attribute],
			getEditCalls: (state: EditorState) => state.editCalls,
			isPostSavingLocked: (state: EditorState) => state.locks.length > 0,
			getCurrentPost: (state: EditorState) => state.currentPost,
			isSavingPost: (state: EditorState) => state.isSaving,
		},
		actions: {
			editPost: (edits: { title?: string } & Readonly<Record<string, unknown>>) => ({
				type: 'EDIT_POST' as const,
				edits,
			}),
			setPostId: (postId: number | string | null) => ({ type: 'SET_POST_ID' as const, postId }),
			lockPostSaving: (lockName: string) => ({ type: 'LOCK_POST_SAVING' as const, lockName }),
			unlockPostSaving: (lockName: string) => ({ type: 'UNLOCK_POST_SAVING' as const, lockName }),
			setCurrentPost: (currentPost: EditorState['currentPost']) => ({
				type: 'SET_CURRENT_POST' as const,
				currentPost,
			}),
			setSaving: (isSaving: boolean) => ({ type: 'SET_SAVING' as const, isSaving }),
		},
	});

	const noticesStore = createReduxStore('core/notices', {
		reducer(
			state: ReadonlyArray<FakeNotice> = [],
			action: { type: 'CREATE_NOTICE'; notice: FakeNotice } | { type: '@@INIT' }
		): ReadonlyArray<FakeNotice> {
			return action.type === 'CREATE_NOTICE' ? [...state, action.notice] : state;
		},
		selectors: {
			getNotices: (state: ReadonlyArray<FakeNotice>) => state,
		},
		actions: {
			createNotice: (status: string, content: string, options: unknown) => ({
				type: 'CREATE_NOTICE' as const,
				notice: { status, content, options },
			}),
		},
	});

	registry.register(editorStore);
	registry.register(noticesStore);
	return {
		registry,
		/** `core/editor`'s selectors and actions, typed. */
		editor: {
			select: () => registry.select(editorStore),
			dispatch: () => registry.dispatch(editorStore),
		},
		notices: () => registry.select(noticesStore).getNotices(),
	};
}
