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
});
