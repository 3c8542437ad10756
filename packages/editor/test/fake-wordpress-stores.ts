import { createReduxStore, createRegistry } from '@wordpress/data';

interface EditorState {
	readonly postId: number | string | null;
	readonly title: string;
	readonly locks: ReadonlyArray<string>;
}

type EditorAction =
	| { type: 'EDIT_POST'; edits: { title?: string } }
	| { type: 'SET_POST_ID'; postId: number | string | null }
	| { type: 'LOCK_POST_SAVING'; lockName: string }
	| { type: 'UNLOCK_POST_SAVING'; lockName: string };

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
	initial: { postId?: number | string | null; title?: string } = {}
) {
	const registry = createRegistry();
	const initialEditor: EditorState = {
		postId: initial.postId ?? 42,
		title: initial.title ?? 'Opening times',
		locks: [],
	};

	const editorStore = createReduxStore('core/editor', {
		reducer(state: EditorState = initialEditor, action: EditorAction | { type: '@@INIT' }): EditorState {
			switch (action.type) {
				case 'EDIT_POST':
					return action.edits.title === undefined ? state : { ...state, title: action.edits.title };
				case 'SET_POST_ID':
					return { ...state, postId: action.postId };
				case 'LOCK_POST_SAVING':
					return { ...state, locks: [...state.locks, action.lockName] };
				case 'UNLOCK_POST_SAVING':
					return { ...state, locks: state.locks.filter((name) => name !== action.lockName) };
				default:
					return state;
			}
		},
		selectors: {
			getCurrentPostId: (state: EditorState) => state.postId,
			getEditedPostAttribute: (state: EditorState, attribute: string) =>
				attribute === 'title' ? state.title : undefined,
			isPostSavingLocked: (state: EditorState) => state.locks.length > 0,
		},
		actions: {
			editPost: (edits: { title?: string }) => ({ type: 'EDIT_POST' as const, edits }),
			setPostId: (postId: number | string | null) => ({ type: 'SET_POST_ID' as const, postId }),
			lockPostSaving: (lockName: string) => ({ type: 'LOCK_POST_SAVING' as const, lockName }),
			unlockPostSaving: (lockName: string) => ({ type: 'UNLOCK_POST_SAVING' as const, lockName }),
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
