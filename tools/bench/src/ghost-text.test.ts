import { describe, expect, it } from 'vitest';

import {
	GHOST_TEXT_FLAG,
	GHOST_TEXT_MORE,
	GHOST_TEXT_PARTS,
	GHOST_TEXT_TYPING_PAUSE_MS,
	ghostTextResultOf,
	ghostTextTyping,
	ghostTextWarmUpProblem,
} from './ghost-text';

describe('the ghost text typing', () => {
	it('types 150 keystrokes of letters, spaces and full stops, in three parts', () => {
		expect(GHOST_TEXT_PARTS.join('')).toHaveLength(150);
		expect(GHOST_TEXT_PARTS.join('')).toMatch(/^[a-z .]+$/);
		expect(GHOST_TEXT_PARTS).toHaveLength(3);
	});

	it('pauses longer than ghost text waits (a second), each time after a whole sentence', () => {
		expect(GHOST_TEXT_TYPING_PAUSE_MS).toBeGreaterThan(1_000);
		for (const part of GHOST_TEXT_PARTS.slice(0, -1)) {
			// A sentence ghost text continues: at least three words, then its full stop.
			expect(part).toMatch(/(\b[a-z]+\b.*){3}\.$/);
		}
		expect(ghostTextTyping()).toEqual({ parts: GHOST_TEXT_PARTS, pauseMs: GHOST_TEXT_TYPING_PAUSE_MS });
	});

	it('opens both kinds as a connected site, only one with the flag', () => {
		expect(GHOST_TEXT_MORE).toEqual({
			off: '&site=atomic',
			on: '&site=atomic&features=ai-ghost-text',
		});
		expect(GHOST_TEXT_FLAG).toBe('ai-ghost-text');
	});
});

describe('ghostTextWarmUpProblem', () => {
	it('passes the flag on with the chunk fetched and a continuation shown, the flag off with neither', () => {
		expect(ghostTextWarmUpProblem('on', { chunkLoaded: true, offers: 2 })).toBeUndefined();
		expect(ghostTextWarmUpProblem('off', { chunkLoaded: false, offers: 0 })).toBeUndefined();
	});

	it('says what is wrong otherwise, so the bench never measures nothing', () => {
		expect(ghostTextWarmUpProblem('on', { chunkLoaded: false, offers: 0 })).toMatch(
			/^With ai-ghost-text on, the page never fetched the ghost text's chunk \(no response for …\/assets\/ghost-text-…\)/
		);
		expect(ghostTextWarmUpProblem('on', { chunkLoaded: true, offers: 0 })).toMatch(
			/^With ai-ghost-text on, no continuation was shown at any of the typing's 2 pauses/
		);
		expect(ghostTextWarmUpProblem('off', { chunkLoaded: true, offers: 0 })).toMatch(
			/^With ai-ghost-text off, the page fetched the ghost text's chunk/
		);
		expect(ghostTextWarmUpProblem('off', { chunkLoaded: false, offers: 1 })).toMatch(
			/^With ai-ghost-text off, a continuation was shown/
		);
	});
});

describe('ghostTextResultOf', () => {
	it('compares every keystroke with the flag on against off, and counts the continuations shown', () => {
		const result = ghostTextResultOf({
			off: [
				{ keystrokes: [10, 10], chunkLoaded: false, offers: 0 },
				{ keystrokes: [10], chunkLoaded: false, offers: 0 },
			],
			on: [
				{ keystrokes: [10.4, 10.6], chunkLoaded: true, offers: 2 },
				{ keystrokes: [10.5], chunkLoaded: true, offers: 1 },
			],
		});
		expect(result).toMatchObject({
			flag: 'ai-ghost-text',
			keystrokes: 150,
			pauses: 2,
			pauseMs: GHOST_TEXT_TYPING_PAUSE_MS,
			offers: 3,
			off: { n: 3, median: 10 },
			on: { n: 3, median: 10.5 },
			goal: 1.05,
			pass: true,
		});
		expect(result.ratio).toBeCloseTo(1.05, 10);
		const slower = ghostTextResultOf({
			off: [{ keystrokes: [10], chunkLoaded: false, offers: 0 }],
			on: [{ keystrokes: [10.6], chunkLoaded: true, offers: 2 }],
		});
		expect(slower.pass).toBe(false);
	});
});
