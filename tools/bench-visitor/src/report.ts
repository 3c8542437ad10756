import { formatKiB, formatMs, formatRatio } from '@blockyard/bench/format';
import type { Machine } from '@blockyard/bench/machine';
import { ratio, summarize, type Summary } from '@blockyard/bench/stats';

import type { VisitorSample } from './measure';

/** What the loads of one page measured, over the loads that showed the post. */
export interface LoadSummary {
	/** Loads measured, of {@link loads}. */
	readonly measured: number;
	readonly loads: number;
	/** Navigation to the page ready, in ms. */
	readonly ready: Summary;
	/** Each load's long tasks added up, in ms. */
	readonly longTaskMs: Summary;
	/** The longest task of any load, in ms (0: none over 50 ms). */
	readonly longestTaskMs: number;
}

/** One block's row: what its scripts weigh and what its page measured against the page without it. */
export interface BlockResult {
	readonly blockName: string;
	/** The fixture case its post holds. */
	readonly fixture: string;
	/** The playground's scripts it added, by path. */
	readonly scripts: readonly string[];
	/** Scripts of other origins it added (a provider's widget's, here the local provider's stand-in). */
	readonly otherScripts: readonly string[];
	/** Gzip (level 9) bytes of {@link scripts}. */
	readonly gzipBytes: number;
	/** `undefined` when no load showed the post. */
	readonly loads: LoadSummary | undefined;
	/** Whether the view's ready mark showed in every measured load (always, for a block without one). */
	readonly marked: boolean;
}

/** Everything one run measured: the page without a block, and each block's. */
export interface VisitorBenchRun {
	readonly date: string;
	readonly machine: Machine;
	readonly samples: number;
	readonly baseline: LoadSummary;
	readonly blocks: readonly BlockResult[];
}

/** The loads of one page, summarized; `undefined` when none showed the post. */
export function summarizeLoads(samples: readonly (VisitorSample | undefined)[]): LoadSummary | undefined {
	const measured = samples.filter((sample): sample is VisitorSample => sample !== undefined);
	if (measured.length === 0) {
		return undefined;
	}
	const longTasks = measured.map((sample) => sample.longTasks);
	return {
		measured: measured.length,
		loads: samples.length,
		ready: summarize(measured.map((sample) => sample.readyMs)),
		longTaskMs: summarize(longTasks.map((tasks) => tasks.reduce((sum, task) => sum + task, 0))),
		longestTaskMs: Math.max(0, ...longTasks.flat()),
	};
}

/** A median with its interquartile range (`1,650 ms (IQR 1,600 ms–1,700 ms)`), as the editor's bench gives it. */
export function medianWithSpread(summary: Summary): string {
	return `${formatMs(summary.median)} (IQR ${formatMs(summary.q1)}–${formatMs(summary.q3)})`;
}

/** A markdown table; pipes in cells are escaped. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
	const line = (cells: readonly string[]) =>
		`| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`;
	return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

const longTasks = (loads: LoadSummary): string =>
	loads.longTaskMs.max === 0
		? 'none'
		: `${formatMs(loads.longTaskMs.median)} (longest task ${formatMs(loads.longestTaskMs)})`;

/** The table's header and rows: the page without a block first, then each block. */
export function resultRows(run: VisitorBenchRun): { header: string[]; rows: string[][] } {
	const header = [
		'block (its post’s fixture)',
		'scripts it adds (gzip)',
		'page ready (median, IQR)',
		'against the page without it',
		'long tasks per load (median)',
		'loads',
	];
	const count = (loads: LoadSummary) => `${String(loads.measured)} of ${String(loads.loads)}`;
	const rows = [
		[
			'none: the paragraph alone',
			'–',
			medianWithSpread(run.baseline.ready),
			'×1',
			longTasks(run.baseline),
			count(run.baseline),
		],
		...run.blocks.map((block) => {
			const weight =
				block.scripts.length === 0
					? 'none of its own (in the page’s script)'
					: `${formatKiB(block.gzipBytes)} in ${String(block.scripts.length)} ${block.scripts.length === 1 ? 'file' : 'files'}`;
			const withOther =
				block.otherScripts.length === 0
					? weight
					: `${weight}, and ${String(block.otherScripts.length)} of the provider’s`;
			const name = `\`${block.blockName}\` (${block.fixture})`;
			if (!block.loads) {
				return [
					name,
					withOther,
					'not measured (the post never showed)',
					'–',
					'–',
					`0 of ${String(run.samples)}`,
				];
			}
			return [
				name,
				withOther,
				medianWithSpread(block.loads.ready) +
					(block.marked ? '' : ' (its view’s mark did not always show)'),
				formatRatio(ratio(block.loads.ready, run.baseline.ready)),
				longTasks(block.loads),
				count(block.loads),
			];
		}),
	];
	return { header, rows };
}

/** docs/benchmarks-visitor.md: the run's figures, and how they were taken. */
export function visitorBenchPage(run: VisitorBenchRun): string {
	const { machine } = run;
	const { header, rows } = resultRows(run);
	return [
		'# Benchmark: each block on a visitor’s page',
		'',
		'Written by `npm run bench` (`tools/bench-visitor`, whose README says how it measures and why); run it again rather than editing this page. The editor’s figures are in [benchmarks.md](benchmarks.md).',
		'',
		`**The run:** ${run.date.slice(0, 10)}, ${machine.cpu} (${String(machine.cores)} cores, ${String(machine.memoryGiB)} GiB), ${machine.os}, Node ${machine.node}, Chromium ${machine.chromium}. ${String(run.samples)} loads of each page after an unmeasured one of each, alternating, each in a fresh browser context (nothing cached). The machine’s 1-minute load average was between ${machine.load.min.toFixed(2)} and ${machine.load.max.toFixed(2)} on ${String(machine.cores)} cores while the bench ran: read the ratios beside it.`,
		'',
		'Each block with a script for visitors, in a post of one paragraph and the block (its saved markup from one of its fixtures), opened in the built playground’s preview page (`preview.html?post=ID`, what a visitor sees), against the post of the paragraph alone. _Scripts it adds_: the scripts its page loaded that the paragraph’s did not (its view’s chunk, what the view loads, such as Leaflet or Swiper, and the chunks only they share), gzip level 9 as the size check weighs them. _Page ready_: from navigation to the latest of the first frame painted with the post, the arrival of the page’s last script, and, for a block whose view marks it once drawn (the map, the slideshow), the first frame painted with that mark. _Long tasks_: main-thread tasks of 50 ms or more until the page is ready and quiet, added up per load.',
		'',
		markdownTable(header, rows),
		'',
	].join('\n');
}
