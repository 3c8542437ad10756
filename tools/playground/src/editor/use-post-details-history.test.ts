import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { createPlaygroundHost, playgroundApi } from '../host/playground-host';
import { createPlaygroundStore } from '../host/playground-store';
import { useEditorHistory } from './use-editor-history';
import { usePostDetailsHistory } from './use-post-details-history';

afterEach(cleanup);

const LOADED = { excerpt: '', tags: [], categories: [1] };

function renderHistory() {
	const store = createPlaygroundStore();
	store.setPost({ id: 4, title: 'Owls', ...LOADED });
	const host = createPlaygroundHost({ store, api: playgroundApi('http://playground.test') });
	const view = renderHook(() => {
		const history = useEditorHistory([], LOADED);
		usePostDetailsHistory(store, history);
		return history;
	});
	return { ...view, store, host };
}

describe('usePostDetailsHistory', () => {
	it("makes each of the host's post edits one undo step, and undo and redo bring the details back", () => {
		const { result, store, host } = renderHistory();
		expect(result.current.hasUndo).toBe(false);

		act(() => host.editPost?.({ excerpt: 'About owls', tags: [3], categories: [1, 2] }));
		act(() => host.editPost?.({ tags: [3, 6] }));
		expect(result.current.details).toEqual({ excerpt: 'About owls', tags: [3, 6], categories: [1, 2] });

		act(() => result.current.undo());
		expect(store.getState().post).toMatchObject({ excerpt: 'About owls', tags: [3], categories: [1, 2] });
		act(() => result.current.undo());
		expect(store.getState().post).toMatchObject(LOADED);
		expect(result.current.hasUndo).toBe(false);

		act(() => result.current.redo());
		act(() => result.current.redo());
		expect(store.getState().post).toMatchObject({ excerpt: 'About owls', tags: [3, 6] });
		expect(result.current.hasRedo).toBe(false);
	});

	it('keeps the details through a change of the blocks, and undoes the blocks alone', () => {
		const { result, store, host } = renderHistory();
		act(() => host.editPost?.({ excerpt: 'Kept' }));
		act(() => result.current.onChange([], {}));
		act(() => result.current.undo());
		expect(store.getState().post.excerpt).toBe('Kept');
		expect(result.current.hasUndo).toBe(true);
	});
});
