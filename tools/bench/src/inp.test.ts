import { describe, expect, it } from 'vitest';

import { interactionsOf, interactionToNextPaint, worstByPhase, type EventEntry } from './inp';

const entry = (name: string, duration: number, interactionId: number, startTime = 0): EventEntry => ({
	name,
	duration,
	interactionId,
	startTime,
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
			{ id: 7, startTime: 0, durationMs: 40, event: 'click' },
			{ id: 9, startTime: 0, durationMs: 32, event: 'keydown' },
		]);
	});
});

describe('interactionToNextPaint', () => {
	it('is the worst interaction of a short visit', () => {
		const entries = [entry('click', 40, 1), entry('keydown', 88, 2), entry('keydown', 24, 3)];
		expect(interactionToNextPaint(entries)).toEqual({
			id: 2,
			startTime: 0,
			durationMs: 88,
			event: 'keydown',
		});
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

describe('worstByPhase', () => {
	it('gives each phase its longest interaction, by when the interaction started', () => {
		const entries = [
			entry('pointerdown', 200, 1, 1000),
			entry('click', 208, 1, 1001),
			entry('keydown', 24, 2, 2000),
			entry('keydown', 48, 3, 2100),
			entry('pointerdown', 96, 4, 5000),
		];
		const starts = [
			{ phase: 'open', at: 900 },
			{ phase: 'search', at: 1900 },
			{ phase: 'hover', at: 3000 },
			{ phase: 'insert', at: 4900 },
		] as const;
		expect(worstByPhase(entries, starts)).toEqual({ open: 208, search: 48, hover: 0, insert: 96 });
		// A hover is no interaction: counted only in the phases that ask for every event.
		const hovered = [...entries, entry('pointerover', 64, 0, 3500), entry('pointerover', 32, 0, 5100)];
		expect(worstByPhase(hovered, starts, ['hover'])).toEqual({
			open: 208,
			search: 48,
			hover: 64,
			insert: 96,
		});
	});
});
