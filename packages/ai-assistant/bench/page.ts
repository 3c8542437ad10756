// docs/benchmarks-ai-review.md, from one run of the review benchmark. Pure.
import type { Timings } from '../../../scripts/lib/timings.mjs';

/** Reviewing a rewrite of 5,000 words should render in less than this (median). */
export const GOAL_MS = 100;

export interface ReviewBenchRun {
	readonly date: string;
	readonly chromium: string;
	readonly cpu: string;
	readonly cores: number;
	readonly loadAverage: number;
	readonly words: number;
	readonly suggestionWords: number;
	readonly changes: number;
	/** The first render in the page, before the code is warm. */
	readonly firstMs: number;
	readonly warmUps: number;
	readonly samples: number;
	readonly timings: Timings;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

export function meetsGoal(run: Pick<ReviewBenchRun, 'timings'>): boolean {
	return run.timings.medianMs < GOAL_MS;
}

/** The page: how the figures were taken, then the one row. */
export function reviewBenchPage(run: ReviewBenchRun): string {
	const words = run.words.toLocaleString('en');
	return [
		`# Benchmark: reviewing an AI rewrite of ${words} words`,
		'',
		'Written by `npm run bench` (the `bench` target of `@blockyard/ai-assistant`, `packages/ai-assistant/bench/`); run it again rather than editing this page. The other figures are in [benchmarks.md](benchmarks.md).',
		'',
		`**The run:** ${run.date.slice(0, 10)}, Chromium ${run.chromium}, ${run.cpu} (${String(run.cores)} cores), the machine's 1-minute load average ${run.loadAverage.toFixed(2)} at the end (on ${String(run.cores)} cores: read the figures beside it).`,
		'',
		`What the AI Assistant block does when a reply to a text block's action is done: the word-level diff of the original and the reply, and the review rendered from it (the text with each change marked, through the block's markdown renderer and sanitiser) into a page of Chromium, its style and layout worked out, as the browser does before it paints. The original is ${words} words of markdown in paragraphs (some words bold, italic or links); the reply (${run.suggestionWords.toLocaleString('en')} words) changes every third word, leaves out every seventh sentence and adds one in every eleven, as a change of tone does, the same on every run: ${run.changes.toLocaleString('en')} changes. The first render in the page, then ${String(run.warmUps)} unmeasured ones, then ${String(run.samples)} timed. Goal: under ${String(GOAL_MS)} ms (median).`,
		'',
		'| words | changes | first render | median | p95 | slowest | goal | result |',
		'| --- | --- | --- | --- | --- | --- | --- | --- |',
		[
			'',
			words,
			run.changes.toLocaleString('en'),
			ms(run.firstMs),
			ms(run.timings.medianMs),
			ms(run.timings.p95Ms),
			ms(run.timings.slowestMs),
			`< ${String(GOAL_MS)} ms`,
			meetsGoal(run) ? 'pass' : '**missed**',
			'',
		]
			.join(' | ')
			.trim(),
		'',
	].join('\n');
}
