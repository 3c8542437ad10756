import { describe, expect, it } from 'vitest';

import { allGoalsMet, compare, distinctTasks, EDITOR_RATIO_GOAL, longestTask } from './goals';
import { summarize } from './stats';

describe('goals', () => {
	it('passes the editor at up to 5 % over the core blocks alone', () => {
		expect(EDITOR_RATIO_GOAL).toBe(1.05);
		expect(compare(summarize([105]), summarize([100])).pass).toBe(true);
		expect(compare(summarize([106]), summarize([100])).pass).toBe(false);
	});

	it('takes the longest long task of every run, none when no task reached 50 ms', () => {
		expect(longestTask([{ streamMs: 1, words: 1, longTasks: [] }])).toBeNull();
		expect(
			longestTask([
				{ streamMs: 1, words: 1, longTasks: [{ startMs: 0, durationMs: 60 }] },
				{ streamMs: 1, words: 1, longTasks: [{ startMs: 5, durationMs: 80 }] },
			])
		).toBe(80);
	});

	it('counts a task that the page and the canvas both report once', () => {
		expect(
			distinctTasks([
				{ startMs: 900.2, durationMs: 60 },
				{ startMs: 100, durationMs: 51 },
				{ startMs: 900.4, durationMs: 60.1 },
			])
		).toEqual([
			{ startMs: 100, durationMs: 51 },
			{ startMs: 900.2, durationMs: 60 },
		]);
	});

	it('meets every goal only when each is met', () => {
		const pass = compare(summarize([100]), summarize([100]));
		const miss = compare(summarize([200]), summarize([100]));
		expect(
			allGoalsMet({
				editor: { load: pass, typing: pass },
				aiStream: { pass: true },
				markdownPreview: { pass: true },
			})
		).toBe(true);
		expect(
			allGoalsMet({
				editor: { load: pass, typing: miss },
				aiStream: { pass: true },
				markdownPreview: { pass: true },
			})
		).toBe(false);
		expect(
			allGoalsMet({
				editor: { load: pass, typing: pass },
				aiStream: { pass: false },
				markdownPreview: { pass: true },
			})
		).toBe(false);
		expect(
			allGoalsMet({
				editor: { load: pass, typing: pass },
				aiStream: { pass: true },
				markdownPreview: { pass: false },
			})
		).toBe(false);
	});
});
