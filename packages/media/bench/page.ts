// docs/benchmarks-gallery-layout.md, from one run of the layout benchmark. Pure.
import type { Timings } from '../../../scripts/lib/timings.mjs';

/** Laying out 2,000 images should take less than this (median, each style). */
export const GOAL_MS = 20;

export interface CaseResult extends Timings {
	readonly label: string;
	readonly rows: number;
	/** The first call of the process for this style, before any warm-up. */
	readonly firstMs: number;
}

export interface LayoutBenchRun {
	readonly date: string;
	readonly node: string;
	readonly cpu: string;
	readonly cores: number;
	readonly loadAverage: number;
	readonly images: number;
	readonly warmUps: number;
	readonly samples: number;
	readonly cases: readonly CaseResult[];
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

export function meetsGoal(result: CaseResult): boolean {
	return result.medianMs < GOAL_MS;
}

/** The page: how the figures were taken, then one row per style. */
export function layoutBenchPage(run: LayoutBenchRun): string {
	const images = run.images.toLocaleString('en');
	return [
		`# Benchmark: laying out a tiled gallery of ${images} images`,
		'',
		'Written by `npm run bench` (the `bench` target of `@blockyard/media`, `packages/media/bench/`); run it again rather than editing this page. The other figures are in [benchmarks.md](benchmarks.md).',
		'',
		`**The run:** ${run.date.slice(0, 10)}, Node ${run.node} (V8, the JavaScript engine of Chromium too), ${run.cpu} (${String(run.cores)} cores), the machine's 1-minute load average ${run.loadAverage.toFixed(2)} at the end (on ${String(run.cores)} cores: read the figures beside it).`,
		'',
		`The tiled gallery's layout engine (\`packages/media/src/blocks/tiled-gallery/layout/\`, pure: no DOM) given ${images} images of mixed sizes, the same on every run (landscapes, portraits, squares and panoramas as cameras and phones give them, some of unknown or any size), in each style. Each style: its first call in the process (before the engine is warm), then ${String(run.warmUps)} unmeasured calls, then ${String(run.samples)} timed ones. Goal: under ${String(GOAL_MS)} ms (median) for each style; the editor lays the gallery out again on each change and \`save\` once more.`,
		'',
		'| style | rows | first call | median | p95 | slowest | goal | result |',
		'| --- | --- | --- | --- | --- | --- | --- | --- |',
		...run.cases.map((result) =>
			[
				'',
				result.label,
				result.rows.toLocaleString('en'),
				ms(result.firstMs),
				ms(result.medianMs),
				ms(result.p95Ms),
				ms(result.slowestMs),
				`< ${String(GOAL_MS)} ms`,
				meetsGoal(result) ? 'pass' : '**missed**',
				'',
			]
				.join(' | ')
				.trim()
		),
		'',
	].join('\n');
}
