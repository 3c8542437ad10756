import { createRegistry } from '@wordpress/data';
import { describe, expect, it } from 'vitest';

import { mediaSourceStore } from './store';

function storeOf() {
	const registry = createRegistry();
	registry.register(mediaSourceStore);
	return { select: registry.select(mediaSourceStore), dispatch: registry.dispatch(mediaSourceStore) };
}

describe('the media-source store', () => {
	it('keeps each player’s report by its guid, the first one the default source', () => {
		const { select, dispatch } = storeOf();
		void dispatch.updateSource({
			id: 'AbCd1234',
			state: 'is-playing',
			currentTime: 3,
			duration: 60,
			domId: 'p1',
		});
		void dispatch.updateSource({ id: 'ZyXw9876', state: 'is-paused', currentTime: 0, duration: 20 });
		expect(select.getSource('AbCd1234')).toEqual({
			id: 'AbCd1234',
			state: 'is-playing',
			currentTime: 3,
			duration: 60,
			domId: 'p1',
		});
		expect(select.getDefaultSource()?.id).toBe('AbCd1234');
		expect(select.getSourceState()).toBe('is-playing');
		expect(select.getSourceState('ZyXw9876')).toBe('is-paused');
	});

	it('updates what a report gives and keeps the rest', () => {
		const { select, dispatch } = storeOf();
		void dispatch.updateSource({ id: 'AbCd1234', state: 'is-playing', currentTime: 3, duration: 60 });
		void dispatch.updateSource({ id: 'AbCd1234', currentTime: 9 });
		expect(select.getSource('AbCd1234')).toMatchObject({
			state: 'is-playing',
			currentTime: 9,
			duration: 60,
		});
	});

	it('toggles playing to paused, and paused or failed to playing', () => {
		const { select, dispatch } = storeOf();
		void dispatch.updateSource({ id: 'AbCd1234', state: 'is-playing' });
		void dispatch.toggleSource('AbCd1234');
		expect(select.getSourceState('AbCd1234')).toBe('is-paused');
		void dispatch.toggleSource('AbCd1234');
		expect(select.getSourceState('AbCd1234')).toBe('is-playing');
		void dispatch.setSourceState('AbCd1234', 'is-error');
		void dispatch.toggleSource('AbCd1234');
		expect(select.getSourceState('AbCd1234')).toBe('is-playing');
	});

	it('sets the default source only to a known one, and moves it when its source goes', () => {
		const { select, dispatch } = storeOf();
		void dispatch.updateSource({ id: 'AbCd1234' });
		void dispatch.updateSource({ id: 'ZyXw9876' });
		void dispatch.setDefaultSource('Unknown1');
		expect(select.getDefaultSource()?.id).toBe('AbCd1234');
		void dispatch.setDefaultSource('ZyXw9876');
		expect(select.getDefaultSource()?.id).toBe('ZyXw9876');
		void dispatch.removeSource('ZyXw9876');
		expect(select.getSource('ZyXw9876')).toBeUndefined();
		expect(select.getDefaultSource()?.id).toBe('AbCd1234');
	});
});
