import { createRegistry } from '@wordpress/data';
import { describe, expect, it } from 'vitest';

import { NO_GENERATIONS, withGeneration } from './generations';
import { aiAssistantStore, MAX_GENERATIONS } from './index';

/** A registry of its own with the AI store, as each editor has. */
function editorStore() {
	const registry = createRegistry();
	registry.register(aiAssistantStore);
	return {
		actions: registry.dispatch(aiAssistantStore),
		of: (clientId: string) => registry.select(aiAssistantStore).getGenerations(clientId),
	};
}

describe('withGeneration', () => {
	it('adds a reply and shows it', () => {
		const one = withGeneration(NO_GENERATIONS, 'first');
		expect(one).toEqual({ texts: ['first'], index: 0 });
		expect(withGeneration(one, 'second')).toEqual({ texts: ['first', 'second'], index: 1 });
	});

	it('keeps the same reply twice in a row once, and shows it again', () => {
		const shown = { texts: ['same', 'other'], index: 0 };
		expect(withGeneration({ texts: ['same'], index: 0 }, 'same')).toEqual({ texts: ['same'], index: 0 });
		expect(withGeneration(shown, 'other')).toEqual({ texts: ['same', 'other'], index: 1 });
	});

	it('adds no empty reply', () => {
		expect(withGeneration(NO_GENERATIONS, '')).toEqual({ texts: [], index: -1 });
	});

	it(`keeps the last ${MAX_GENERATIONS}`, () => {
		let generations = NO_GENERATIONS;
		for (let n = 0; n < MAX_GENERATIONS + 3; n += 1) {
			generations = withGeneration(generations, `reply ${n}`);
		}
		expect(generations.texts).toHaveLength(MAX_GENERATIONS);
		expect(generations.texts[0]).toBe('reply 3');
		expect(generations.index).toBe(MAX_GENERATIONS - 1);
	});
});

describe('the generations of the AI store', () => {
	it('keeps every reply of a block in order and shows the newest', () => {
		const { actions, of } = editorStore();
		void actions.addGeneration('a', 'first');
		void actions.addGeneration('a', 'second');
		expect(of('a')).toEqual({ texts: ['first', 'second'], index: 1 });
		expect(of('b')).toEqual({ texts: [], index: -1 });
	});

	it('brings an earlier reply back', () => {
		const { actions, of } = editorStore();
		void actions.addGeneration('c', 'one');
		void actions.addGeneration('c', 'two');
		void actions.showGeneration('c', 0);
		expect(of('c')).toEqual({ texts: ['one', 'two'], index: 0 });
		void actions.showGeneration('c', 5);
		expect(of('c').index).toBe(0);
		void actions.showGeneration('no-such-block', 0);
		expect(of('no-such-block')).toEqual({ texts: [], index: -1 });
	});

	it('keeps the same reply twice in a row once, and at most the last few', () => {
		const { actions, of } = editorStore();
		void actions.addGeneration('d', 'same');
		void actions.addGeneration('d', 'same');
		expect(of('d').texts).toEqual(['same']);
		for (let n = 0; n < MAX_GENERATIONS + 3; n += 1) {
			void actions.addGeneration('d', `reply ${n}`);
		}
		expect(of('d').texts).toHaveLength(MAX_GENERATIONS);
		expect(of('d').texts.at(-1)).toBe(`reply ${MAX_GENERATIONS + 2}`);
	});

	it('forgets a removed block, and only that one', () => {
		const { actions, of } = editorStore();
		void actions.addGeneration('e', 'text');
		void actions.addGeneration('f', 'kept');
		void actions.forgetGenerations('e');
		expect(of('e').texts).toEqual([]);
		expect(of('f').texts).toEqual(['kept']);
	});
});
