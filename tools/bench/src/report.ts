import { formatCount, formatKiB, formatMs, formatRatio } from './format';
import type { BenchResults, Comparison, Download, LongTask } from './results';
import type { Summary } from './stats';

/** Where the report links to, relative to docs/. */
export const CHART_PATH = 'images/benchmarks.svg';
export const JSON_PATH = 'benchmarks.json';
export const DECISION_PATH = 'decisions/0022-editor-cost-benchmark.md';

type Cell = string;

/** A markdown table. Pipes in cells are escaped. */
export function markdownTable(header: readonly Cell[], rows: readonly (readonly Cell[])[]): string {
	const line = (cells: readonly Cell[]) =>
		`| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`;
	return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

const verdict = (pass: boolean): string => (pass ? 'pass' : '**missed**');

/** A median with its interquartile range (`1,650 ms (IQR 1,600 ms–1,700 ms)`). */
export function medianWithSpread(summary: Summary): string {
	return `${formatMs(summary.median)} (IQR ${formatMs(summary.q1)}–${formatMs(summary.q3)})`;
}

function comparisonRow(measure: string, comparison: Comparison): Cell[] {
	return [
		measure,
		medianWithSpread(comparison.core),
		medianWithSpread(comparison.all),
		formatRatio(comparison.ratio),
		`≤ ×${comparison.goal.toFixed(2)}`,
		verdict(comparison.pass),
	];
}

function runLine(results: BenchResults): string {
	const { machine } = results;
	const date = results.date.slice(0, 10);
	return (
		`**The run:** ${date}, ${machine.cpu} (${machine.cores} cores, ${machine.memoryGiB} GiB), ${machine.os}, ` +
		`Node ${machine.node}, Chromium ${machine.chromium}. ${results.samples} page loads of each kind after an ` +
		`unmeasured warm-up of each, alternating, each in a fresh browser context (nothing cached); ` +
		`${results.keystrokes} keystrokes typed after each load. The machine was shared with other work while ` +
		`the bench ran: its 1-minute load average was between ${machine.load.min.toFixed(2)} and ` +
		`${machine.load.max.toFixed(2)} on ${machine.cores} cores, so read a difference of a few percent as noise.`
	);
}

function editorSection(results: BenchResults): string {
	const { load, typing } = results.editor;
	return [
		'## The editor: every Blockyard package against the core blocks alone',
		'',
		'The same post of core blocks (headings, paragraphs, a list, a quote), opened in the built playground with `?packages=none` (Gutenberg’s core blocks; none of Blockyard’s package code is loaded) and with every package (the default), one after the other.',
		'',
		markdownTable(
			['measure', 'core blocks alone', 'every Blockyard package', 'ratio', 'goal', 'result'],
			[
				comparisonRow('editor load: navigation to the first block painted in the canvas', load),
				comparisonRow('typing: event handling per keystroke (keydown + keypress + keyup)', typing),
			]
		),
		'',
		`Medians, with the interquartile range (the middle half of the samples); the extremes are in [${JSON_PATH}](${JSON_PATH}). Typing counts every keystroke of every sample (${formatCount(typing.core.n)} and ${formatCount(typing.all.n)}).`,
	].join('\n');
}

function aiSection(results: BenchResults): string {
	const { aiStream } = results;
	const rows = aiStream.runs.map((run, index) => {
		const longest = run.longTasks.reduce<LongTask | undefined>(
			(most, task) => (most === undefined || task.durationMs > most.durationMs ? task : most),
			undefined
		);
		return [
			String(index + 1),
			formatMs(run.streamMs),
			formatCount(run.words),
			formatCount(run.longTasks.length),
			longest === undefined
				? 'none'
				: `${formatMs(longest.durationMs)}, from ${formatMs(longest.startMs)} after sending`,
		];
	});
	const outcome =
		aiStream.longestTaskMs === null
			? `no task reached 50 ms: ${verdict(aiStream.pass)}`
			: `the longest task took ${formatMs(aiStream.longestTaskMs)}: ${verdict(aiStream.pass)}`;
	return [
		'## The AI stream',
		'',
		`A reply of ${formatCount(aiStream.tokens)} tokens (word-sized pieces), streamed by the local provider as fast as it can (its \`tokens=N\` testing fault, no wait between events) into the AI Assistant block, with every package loaded. A \`longtask\` PerformanceObserver on the page and on the canvas reports every main-thread task of 50 ms or more while the reply streams and settles.`,
		'',
		markdownTable(['run', 'stream, send to finished', 'words shown', 'long tasks', 'the longest'], rows),
		'',
		`Goal: no task of ${aiStream.goalMs} ms or more. Result: ${outcome}.`,
	].join('\n');
}

function markdownSection(results: BenchResults): string {
	const { markdownPreview } = results;
	const rows = markdownPreview.runs.map((run, index) => {
		const longest = run.longTasks.reduce<LongTask | undefined>(
			(most, task) => (most === undefined || task.durationMs > most.durationMs ? task : most),
			undefined
		);
		return [
			String(index + 1),
			formatMs(run.previewMs),
			formatCount(run.longTasks.length),
			longest === undefined ? 'none' : formatMs(longest.durationMs),
		];
	});
	const longest =
		markdownPreview.longestTaskMs === null
			? 'no task reached 50 ms'
			: `the longest main-thread task took ${formatMs(markdownPreview.longestTaskMs)}`;
	return [
		'## The Markdown preview',
		'',
		`A Markdown block holding a document of ${formatCount(markdownPreview.chars)} characters (sections of headings, emphasis, links, lists, a table, code and a quote), inserted into a fresh editor with every package loaded and the block’s edit already loaded, not selected, so the editor shows its preview: rendered by \`marked\`, sanitised by DOMPurify, put on the page. From inserting the block to the frame that paints the document’s last heading; a \`longtask\` PerformanceObserver on the page and on the canvas reports every main-thread task of 50 ms or more meanwhile.`,
		'',
		markdownTable(['run', 'preview painted', 'long tasks', 'the longest'], rows),
		'',
		`Goal: the preview painted within ${formatMs(markdownPreview.goalMs)} (median). Result: ${formatMs(markdownPreview.medianPreviewMs)}, ${verdict(markdownPreview.pass)}; ${longest} (the render is one synchronous task, reported, with no goal of its own).`,
	].join('\n');
}

const downloadTotal = (download: Download) => download.jsGzipBytes + download.cssGzipBytes;

function sizesSection(results: BenchResults): string {
	const { sizes } = results;
	const { core, all } = sizes.download;
	const packageRows = sizes.packages.map((size) => [
		`\`${size.name}\``,
		formatKiB(size.ownGzipBytes),
		size.registrationGzipBytes === undefined ? '—' : formatKiB(size.registrationGzipBytes),
	]);
	packageRows.push([
		'every block of the suite, with the WordPress host (`registerBlockyard`)',
		'',
		formatKiB(sizes.suiteRegistrationGzipBytes),
	]);
	return [
		'## Sizes',
		'',
		'Minified and gzipped (level 9), bundled from the built packages as a consumer’s bundler does, React and `@wordpress/*` left to WordPress (the measuring code is `tools/size-check`’s). _Its own code_ is every export with the other `@blockyard` packages left out; _registering its blocks_ is what its register function ships, with the `@blockyard` packages it needs.',
		'',
		markdownTable(['package', 'its own code', 'registering its blocks'], packageRows),
		'',
		'### Beside what the editor loads anyway',
		'',
		'React as the playground bundles it (production), and each `@wordpress` script as WordPress ships it: its own code and the libraries it bundles, React and the other `@wordpress` scripts apart.',
		'',
		markdownTable(
			['peer', 'gzip'],
			sizes.peers.map((peer) => [peer.name, formatKiB(peer.gzipBytes)])
		),
		'',
		'### What the playground’s editor page downloads',
		'',
		'Every file the page requested, each gzipped (level 9), as recorded in the first measured sample of each kind.',
		'',
		markdownTable(
			['', 'JavaScript', 'CSS', 'total', 'files'],
			[
				[
					'core blocks alone (`?packages=none`)',
					formatKiB(core.jsGzipBytes),
					formatKiB(core.cssGzipBytes),
					formatKiB(downloadTotal(core)),
					formatCount(core.files),
				],
				[
					'every Blockyard package',
					formatKiB(all.jsGzipBytes),
					formatKiB(all.cssGzipBytes),
					formatKiB(downloadTotal(all)),
					formatCount(all.files),
				],
				[
					'Blockyard’s share',
					`+${formatKiB(all.jsGzipBytes - core.jsGzipBytes)}`,
					`+${formatKiB(all.cssGzipBytes - core.cssGzipBytes)}`,
					`+${formatKiB(downloadTotal(all) - downloadTotal(core))}`,
					`+${formatCount(all.files - core.files)}`,
				],
			]
		),
	].join('\n');
}

/** The whole of docs/benchmarks.md for one run. */
export function markdownReport(results: BenchResults): string {
	return [
		'# Benchmarks',
		'',
		`What Blockyard costs the block editor, measured by \`npm run bench\` on the built playground in Debian’s Chromium, as ratios against Gutenberg’s core blocks alone, never as timed test assertions. How and why it measures this way: [decision 0022](${DECISION_PATH}). This page, [${JSON_PATH}](${JSON_PATH}) and the chart are written by the bench: run it again rather than editing them. The Map block with 1,000 markers has a page of its own, [benchmarks-map.md](benchmarks-map.md), and so has the tiled gallery’s layout of 2,000 images, [benchmarks-gallery-layout.md](benchmarks-gallery-layout.md).`,
		'',
		runLine(results),
		'',
		`![The editor's load and typing with every package against the core blocks alone, the AI stream's longest task, and the download](${CHART_PATH})`,
		'',
		editorSection(results),
		'',
		aiSection(results),
		'',
		markdownSection(results),
		'',
		sizesSection(results),
		'',
	].join('\n');
}

/** What the bench prints at the end: one line per goal and the sizes that matter most. */
export function consoleSummary(results: BenchResults): string[] {
	const { load, typing } = results.editor;
	const { aiStream, markdownPreview, sizes } = results;
	const line = (name: string, comparison: Comparison) =>
		`${name}: core alone ${medianWithSpread(comparison.core)}, every package ${medianWithSpread(comparison.all)}, ` +
		`${formatRatio(comparison.ratio)}, goal ≤ ×${comparison.goal.toFixed(2)}: ${comparison.pass ? 'pass' : 'MISSED'}`;
	return [
		line('editor load', load),
		line('typing per keystroke', typing),
		`AI stream of ${formatCount(aiStream.tokens)} tokens: longest task ${
			aiStream.longestTaskMs === null ? 'under 50 ms' : formatMs(aiStream.longestTaskMs)
		}, goal < ${aiStream.goalMs} ms: ${aiStream.pass ? 'pass' : 'MISSED'}`,
		`registering every block of the suite: ${formatKiB(sizes.suiteRegistrationGzipBytes)}; the editor page downloads ` +
			`${formatKiB(downloadTotal(sizes.download.core))} with the core blocks alone, ` +
			`${formatKiB(downloadTotal(sizes.download.all))} with every package`,
		`Markdown preview of ${formatCount(markdownPreview.chars)} characters: ${formatMs(markdownPreview.medianPreviewMs)} (median), longest task ${
			markdownPreview.longestTaskMs === null ? 'under 50 ms' : formatMs(markdownPreview.longestTaskMs)
		}, goal ≤ ${formatMs(markdownPreview.goalMs)}: ${markdownPreview.pass ? 'pass' : 'MISSED'}`,
	];
}
