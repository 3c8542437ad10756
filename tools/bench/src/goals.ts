import { ratio, type Summary } from './stats';
import type { AiStreamRun, Comparison, LongTask, MarkdownPreviewRun } from './results';

/** The editor with every package may load and type at most 5 % slower than with the core blocks alone. */
export const EDITOR_RATIO_GOAL = 1.05;

/** No main-thread task during the AI stream may reach 50 ms (a long task, by the browser's own measure). */
export const AI_LONGEST_TASK_GOAL_MS = 50;

/** The Markdown block's preview of a 1 MB document should be painted within 2 s (median). */
export const MARKDOWN_PREVIEW_GOAL_MS = 2_000;

/** The comparison of two samples against the editor's goal. */
export function compare(all: Summary, core: Summary): Comparison {
	const measured = ratio(all, core);
	return { core, all, ratio: measured, goal: EDITOR_RATIO_GOAL, pass: measured <= EDITOR_RATIO_GOAL };
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

/** Whether every goal of a run was met. */
export function allGoalsMet(results: {
	readonly editor: { readonly load: Comparison; readonly typing: Comparison };
	readonly aiStream: { readonly pass: boolean };
	readonly markdownPreview: { readonly pass: boolean };
}): boolean {
	return (
		results.editor.load.pass &&
		results.editor.typing.pass &&
		results.aiStream.pass &&
		results.markdownPreview.pass
	);
}
