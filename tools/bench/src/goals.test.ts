import { describe, expect, it } from 'vitest';

import {
	allGoalsMet,
	compare,
	distinctTasks,
	EDITOR_RATIO_GOAL,
	GHOST_TEXT_TYPING_RATIO_GOAL,
	INSERTER_INP_GOAL,
	longestTask,
	PACKAGE_LOAD_GOAL,
} from './goals';
import { packageLoadsOf } from './package-loads';
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

	it('counts the goals of the scenarios measured only, the new ones with their own goals', () => {
		const pass = compare(summarize([100]), summarize([100]));
		const noPhases = { open: 0, search: 0, hover: 0, insert: 0 };
		const missedInserter = compare(summarize([115]), summarize([100]), INSERTER_INP_GOAL);
		expect(missedInserter).toMatchObject({ goal: 1.1, pass: false });
		expect(compare(summarize([109]), summarize([100]), INSERTER_INP_GOAL).pass).toBe(true);
		expect(allGoalsMet({})).toBe(true);
		expect(
			allGoalsMet({
				bigPost: { blocks: 200, allBlocks: 371, blockTypes: 40, more: '', load: pass, typing: pass },
			})
		).toBe(true);
		expect(
			allGoalsMet({
				inserter: {
					search: 'form',
					hovers: 5,
					inp: missedInserter,
					phases: { core: noPhases, all: noPhases },
					hovered: { core: [], all: [] },
				},
			})
		).toBe(false);
		expect(
			allGoalsMet({
				packageLoads: packageLoadsOf(
					new Map([
						['none', [1000]],
						['content', [1020]],
					])
				),
			})
		).toBe(false);
		expect(PACKAGE_LOAD_GOAL).toBe(1.01);
	});

	it('holds typing with ghost text on to 5 % over it off, and counts that goal', () => {
		expect(GHOST_TEXT_TYPING_RATIO_GOAL).toBe(1.05);
		expect(allGoalsMet({ ghostText: { pass: true } })).toBe(true);
		expect(allGoalsMet({ ghostText: { pass: false } })).toBe(false);
	});
});
