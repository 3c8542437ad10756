import { describe, expect, it } from 'vitest';

import { generations, MAX_GENERATIONS } from './generations';

describe('generations', () => {
	it('keeps every reply of a block in order and shows the newest', () => {
		generations.add('a', 'first');
		generations.add('a', 'second');
		expect(generations.of('a')).toEqual({ texts: ['first', 'second'], index: 1 });
		expect(generations.of('b')).toEqual({ texts: [], index: -1 });
	});

	it('brings an earlier reply back', () => {
		generations.add('c', 'one');
		generations.add('c', 'two');
		expect(generations.show('c', 0)).toBe('one');
		expect(generations.of('c').index).toBe(0);
		expect(generations.show('c', 5)).toBeUndefined();
		expect(generations.of('c').index).toBe(0);
	});

	it('keeps the same reply twice in a row once, and at most the last few', () => {
		generations.add('d', 'same');
		generations.add('d', 'same');
		expect(generations.of('d').texts).toEqual(['same']);
		for (let n = 0; n < MAX_GENERATIONS + 3; n += 1) {
			generations.add('d', `reply ${n}`);
		}
		expect(generations.of('d').texts).toHaveLength(MAX_GENERATIONS);
		expect(generations.of('d').texts.at(-1)).toBe(`reply ${MAX_GENERATIONS + 2}`);
	});

	it('forgets a removed block', () => {
		generations.add('e', 'text');
		generations.forget('e');
		expect(generations.of('e').texts).toEqual([]);
	});
});
