import { describe, expect, it, vi } from 'vitest';

import { DEFAULT_PLAYGROUND_SITE, createPlaygroundStore } from './playground-store';

describe('createPlaygroundStore', () => {
	it('starts with an empty post, the default site, no locks and no notices', () => {
		const state = createPlaygroundStore().getState();
		expect(state.post).toEqual({ id: undefined, title: '' });
		expect(state.site).toBe(DEFAULT_PLAYGROUND_SITE);
		expect(state.saveLocks.size).toBe(0);
		expect(state.notices).toEqual([]);
	});

	it('keeps the post object while only other parts change', () => {
		const store = createPlaygroundStore({ post: { id: 1, title: 'Hello' } });
		const post = store.getState().post;
		store.lockPostSaving('a');
		store.addNotice({ status: 'info', message: 'x' });
		expect(store.getState().post).toBe(post);
		store.setTitle('Hello');
		expect(store.getState().post).toBe(post);
		store.setTitle('Hello again');
		expect(store.getState().post).toEqual({ id: 1, title: 'Hello again' });
	});

	it('holds a set of named save locks', () => {
		const store = createPlaygroundStore();
		store.lockPostSaving('a');
		store.lockPostSaving('b');
		store.lockPostSaving('a');
		expect([...store.getState().saveLocks]).toEqual(['a', 'b']);
		store.unlockPostSaving('a');
		expect([...store.getState().saveLocks]).toEqual(['b']);
		store.unlockPostSaving('b');
		expect(store.getState().saveLocks.size).toBe(0);
	});

	it('adds and removes notices by id', () => {
		const store = createPlaygroundStore();
		const first = store.addNotice({ status: 'success', message: 'Saved.' });
		const second = store.addNotice({ status: 'error', message: 'Oops.' });
		expect(first).not.toBe(second);
		store.removeNotice(first);
		expect(store.getState().notices).toEqual([{ id: second, status: 'error', message: 'Oops.' }]);
	});

	it('tells subscribers about changes, and not after they unsubscribe', () => {
		const store = createPlaygroundStore();
		const listener = vi.fn();
		const unsubscribe = store.subscribe(listener);
		store.setPost({ id: 3, title: 'T' });
		store.setPost({ id: 3, title: 'T' });
		expect(listener).toHaveBeenCalledTimes(1);
		unsubscribe();
		store.setTitle('U');
		expect(listener).toHaveBeenCalledTimes(1);
	});

	it("keeps the post's excerpt and terms, changes them by editPost, and keeps them through a title change", () => {
		const store = createPlaygroundStore();
		store.setPost({ id: 2, title: 'Owls', excerpt: '', tags: [5], categories: [1] });
		const loaded = store.getState().post;
		expect(loaded).toEqual({ id: 2, title: 'Owls', excerpt: '', tags: [5], categories: [1] });

		const listener = vi.fn();
		store.subscribe(listener);
		// The same details, in new lists: nothing changes.
		store.editPost({ tags: [5], categories: [1] });
		store.setPost({ id: 2, title: 'Owls', excerpt: '', tags: [5], categories: [1] });
		expect(store.getState().post).toBe(loaded);
		expect(listener).not.toHaveBeenCalled();

		store.editPost({ excerpt: 'At night', categories: [1, 3] });
		expect(listener).toHaveBeenCalledTimes(1);
		store.setTitle('Owls at night');
		expect(store.getState().post).toEqual({
			id: 2,
			title: 'Owls at night',
			excerpt: 'At night',
			tags: [5],
			categories: [1, 3],
		});
		expect(Object.isFrozen(store.getState().post.categories)).toBe(true);
	});
});
