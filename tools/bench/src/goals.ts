import { ratio, type Summary } from './stats';
import type { AiStreamRun, Comparison, LongTask, MarkdownPreviewRun, MeasuredResults } from './results';

/** The editor with every package may load and type at most 5 % slower than with the core blocks alone. */
export const EDITOR_RATIO_GOAL = 1.05;

/** Using the inserter with every package: its Interaction to Next Paint at most 10 % above the core blocks alone's (medians). */
export const INSERTER_INP_GOAL = 1.1;

/** A post of every Blockyard block may load and type at most 5 % slower than the same post of core blocks. */
export const BIG_POST_RATIO_GOAL = 1.05;

/** One package alone may make the editor load at most 1 % slower than the core blocks alone. */
export const PACKAGE_LOAD_GOAL = 1.01;

/**
 * Ghost text must never block typing: with the site's `ai-ghost-text` flag on, typing in a
 * paragraph (sentences, with pauses that bring a continuation) may take at most 5 % longer per
 * keystroke than the same page with the flag off (medians).
 */
export const GHOST_TEXT_TYPING_RATIO_GOAL = 1.05;

/** No main-thread task during the AI stream may reach 50 ms (a long task, by the browser's own measure). */
export const AI_LONGEST_TASK_GOAL_MS = 50;

/** The Markdown block's preview of a 1 MB document should be painted within 2 s (median). */
export const MARKDOWN_PREVIEW_GOAL_MS = 2_000;

/** The comparison of two samples against a goal (the editor's, unless another is given). */
export function compare(all: Summary, core: Summary, goal: number = EDITOR_RATIO_GOAL): Comparison {
	const measured = ratio(all, core);
	return { core, all, ratio: measured, goal, pass: measured <= goal };
}

/**
 * Each task once: the page and the canvas iframe share one main thread, and
 * both may report the same task (same start and duration, to the millisecond).
 */
export function distinctTasks(tasks: readonly LongTask[]): LongTask[] {
	const seen = new Set<string>();
	return [...tasks]
		.sort((a, b) => a.startMs - b.startMs)
		.filter((task) => {
			const key = `${Math.round(task.startMs)}:${Math.round(task.durationMs)}`;
			return !seen.has(key) && Boolean(seen.add(key));
		});
}

/** The longest long task over every run; `null` when none reached 50 ms. */
export function longestTask(runs: readonly (AiStreamRun | MarkdownPreviewRun)[]): number | null {
	const durations = runs.flatMap((run) => run.longTasks.map((task) => task.durationMs));
	return durations.length === 0 ? null : Math.max(...durations);
}

/** Whether every goal of the scenarios a run measured was met. */
export function allGoalsMet(
	results: Partial<Pick<MeasuredResults, 'editor' | 'inserter' | 'bigPost' | 'packageLoads'>> & {
		readonly aiStream?: { readonly pass: boolean };
		readonly ghostText?: { readonly pass: boolean };
		readonly markdownPreview?: { readonly pass: boolean };
	}
): boolean {
	const { editor, inserter, bigPost, packageLoads, aiStream, ghostText, markdownPreview } = results;
	return [
		editor?.load.pass,
		editor?.typing.pass,
		inserter?.inp.pass,
		bigPost?.load.pass,
		bigPost?.typing.pass,
		...(packageLoads?.packages.map((load) => load.pass) ?? []),
		aiStream?.pass,
		ghostText?.pass,
		markdownPreview?.pass,
	].every((pass) => pass !== false);
}
