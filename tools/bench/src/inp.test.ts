import { describe, expect, it } from 'vitest';

import { interactionsOf, interactionToNextPaint, type EventEntry } from './inp';

const entry = (name: string, duration: number, interactionId: number): EventEntry => ({
	name,
	duration,
	interactionId,
});

describe('interactionsOf', () => {
	it('takes each interaction once, at its longest event, leaving out hovers', () => {
		const entries = [
			entry('pointerdown', 24, 7),
			entry('pointerup', 16, 7),
			entry('click', 40, 7),
			entry('pointerover', 120, 0),
			entry('keydown', 32, 9),
			entry('keyup', 16, 9),
		];
		expect(interactionsOf(entries)).toEqual([
			{ id: 7, durationMs: 40, event: 'click' },
			{ id: 9, durationMs: 32, event: 'keydown' },
		]);
	});
});

describe('interactionToNextPaint', () => {
	it('is the worst interaction of a short visit', () => {
		const entries = [entry('click', 40, 1), entry('keydown', 88, 2), entry('keydown', 24, 3)];
		expect(interactionToNextPaint(entries)).toEqual({ id: 2, durationMs: 88, event: 'keydown' });
	});

	it('ignores one of the worst for every 50 interactions (the 98th percentile)', () => {
		const many = Array.from({ length: 120 }, (_, index) => entry('keydown', 16 + index, index + 1));
		// 120 interactions: the two worst (135 and 134 ms) are ignored.
		expect(interactionToNextPaint(many)?.durationMs).toBe(133);
		const fifty = many.slice(0, 50);
		expect(interactionToNextPaint(fifty)?.durationMs).toBe(64);
		expect(interactionToNextPaint(many.slice(0, 49))?.durationMs).toBe(64);
	});

	it('is null when no interaction reached the threshold, hovers aside', () => {
		expect(interactionToNextPaint([])).toBeNull();
		expect(interactionToNextPaint([entry('pointerover', 300, 0)])).toBeNull();
	});
});
