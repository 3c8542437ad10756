import { formatCount, formatKiB, formatMs, formatRatio } from './format';
import {
	ghostTextComparison,
	type BenchResults,
	type BusinessHoursAlone,
	type Comparison,
	type Download,
	type LongTask,
	type PackageLoad,
} from './results';
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

function inserterSection(results: BenchResults): string {
	const { inserter, samples } = results;
	const list = (titles: readonly string[]) => titles.map((title) => `“${title}”`).join(', ');
	const steps = [
		['opening the inserter', 'open'],
		['typing the search', 'search'],
		['hovering', 'hover'],
		['inserting', 'insert'],
	] as const satisfies readonly (readonly [string, keyof typeof inserter.phases.core])[];
	return [
		'## The inserter',
		'',
		`The same post, in a fresh editor of each kind, once it has loaded and gone quiet: the block inserter opened, “${inserter.search}” typed into its search key by key, the first ${formatCount(inserter.hovers)} results hovered one after the other (the preview panel renders each one’s example), the first inserted. The Event Timing API (a \`PerformanceObserver\` of \`event\` entries, \`durationThreshold\` 16 ms) reports every event of 16 ms or more, to the next paint, rounded to 8 ms; each interaction counts at its longest event, and a use’s Interaction to Next Paint is its worst interaction (the 98th percentile past 50), as Chromium computes INP. Hovering is no interaction: its cost shows when it delays the next one. ${samples} uses of each kind, alternating, each in a fresh browser context.`,
		'',
		markdownTable(
			['measure', 'core blocks alone', 'every Blockyard package', 'ratio', 'goal', 'result'],
			[comparisonRow('Interaction to Next Paint of one use of the inserter', inserter.inp)]
		),
		'',
		`The longest interaction of each step (medians; of hovering, which is no interaction, its longest event: \`pointerover\` and the like, to the next paint), core alone and every package: ${steps
			.map(
				([words, phase]) =>
					`${words} ${formatMs(inserter.phases.core[phase])} and ${formatMs(inserter.phases.all[phase])}`
			)
			.join(
				'; '
			)} (0.0 ms: nothing took 16 ms or more). Hovered in the first sample of each kind, the first of them inserted: core alone ${list(inserter.hovered.core)}; every package ${list(inserter.hovered.all)}.`,
	].join('\n');
}

function bigPostSection(results: BenchResults): string {
	const { bigPost, samples } = results;
	return [
		`## A post of ${formatCount(bigPost.blocks)} blocks`,
		'',
		`A post of ${formatCount(bigPost.blocks)} top-level blocks (${formatCount(bigPost.allBlocks)} with the blocks inside them) that uses every one of Blockyard’s ${formatCount(bigPost.blockTypes)} block types, each with the markup of its own fixtures (the packages’ tests prove it valid), repeated in turn, opened with every package; against the same post with a core block in place of each (a group of paragraphs for a block holding blocks, an image for a media block, a paragraph for the others) opened with \`?packages=none\`. Both addresses add \`${bigPost.more}\`, so the beta blocks are registered too. The browser resolves no host but this machine’s, so the previews of third parties’ pages and pictures some fixtures name (a Calendly page, an OpenTable widget, a GIF) fail at once, as offline, rather than tie the numbers to the network. ${samples} page loads of each kind, alternating, each in a fresh browser context, typed into as the editor’s samples are.`,
		'',
		markdownTable(
			[
				'measure',
				'the core post, core blocks alone',
				'the Blockyard post, every package',
				'ratio',
				'goal',
				'result',
			],
			[
				comparisonRow(
					'editor load: navigation to the first block painted in the canvas',
					bigPost.load
				),
				comparisonRow(
					'typing: event handling per keystroke (keydown + keypress + keyup)',
					bigPost.typing
				),
			]
		),
	].join('\n');
}

function packageLoadRow(load: PackageLoad): Cell[] {
	return [
		`\`${load.name}\``,
		medianWithSpread(load.load),
		formatRatio(load.ratio),
		`≤ ×${load.goal.toFixed(2)}`,
		verdict(load.pass),
	];
}

function packageLoadsSection(results: BenchResults): string {
	const { packageLoads } = results;
	return [
		'## What each package costs on its own',
		'',
		`The editor’s load (navigation to the first block painted in the canvas) of the same post of core blocks with one package alone (\`?packages=<name>\`), against the core blocks alone (\`?packages=none\`) measured in the same rounds: ${packageLoads.samples} page loads of each, every round in a new order, each in a fresh browser context, no typing. Fewer samples than the editor’s: read a difference of a few percent as noise.`,
		'',
		markdownTable(
			['package', 'editor load', 'ratio', 'goal', 'result'],
			[
				['core blocks alone', medianWithSpread(packageLoads.core), '', '', ''],
				...packageLoads.packages.map(packageLoadRow),
			]
		),
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

function ghostTextSection(results: BenchResults): string {
	const { ghostText, samples } = results;
	return [
		'## Typing with ghost text on / off',
		'',
		`The AI Assistant’s ghost text offers, after a second’s pause in typing, a continuation of the selected paragraph, drawn in grey after its text; its code is a chunk loaded the first time a paragraph is selected where the site’s \`${ghostText.flag}\` feature flag is on. Ghost text must never block typing. The editor’s post, opened with every package as a connected site (\`&site=atomic\`), with \`&features=${ghostText.flag}\` and without, the flag the only difference: ${formatCount(ghostText.keystrokes)} keystrokes typed into its last paragraph after each load: sentences with their full stops, and ${formatCount(ghostText.pauses)} pauses of ${formatMs(ghostText.pauseMs)}, each after a sentence’s end. The paragraph then ends with a whole sentence, so with the flag on ghost text asks the local provider (its offline engine) for a continuation and shows it, and the next keystroke puts it away. Each keystroke’s keydown + keypress + keyup handling from a Chromium trace, as the editor’s typing is measured; the pauses are not counted, only what ghost text adds to the keystrokes. The warm-up of each kind must show the flag at work (the chunk fetched and a continuation shown with the flag on, neither with it off), or the bench stops. ${samples} page loads of each kind, alternating, each in a fresh browser context.`,
		'',
		markdownTable(
			['measure', 'ghost text off', 'ghost text on', 'ratio', 'goal', 'result'],
			[
				comparisonRow(
					'typing: event handling per keystroke (keydown + keypress + keyup)',
					ghostTextComparison(ghostText)
				),
			]
		),
		'',
		`With the flag on, a continuation was shown at ${formatCount(ghostText.offers)} of the ${formatCount(samples * ghostText.pauses)} pauses. Typing counts every keystroke of every sample (${formatCount(ghostText.off.n)} and ${formatCount(ghostText.on.n)}).`,
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
		`Goal: the preview painted within ${formatMs(markdownPreview.goalMs)} (median). Result: ${formatMs(markdownPreview.medianPreviewMs)}, ${verdict(markdownPreview.pass)}; ${longest} (reported, with no goal of its own).`,
	].join('\n');
}

function businessHoursRows(businessHours: BusinessHoursAlone): Cell[][] {
	const { wpScripts } = businessHours;
	return [
		[
			'size-check (Rolldown)',
			'`registerBusinessHoursBlock()` from `@blockyard/content`',
			formatKiB(businessHours.rolldownGzipBytes),
		],
		[
			'missing' in wpScripts
				? '`@wordpress/scripts` (webpack)'
				: `\`@wordpress/scripts\` ${wpScripts.version} (webpack)`,
			'the plugin’s `build/index.js`',
			'missing' in wpScripts ? `not built: ${wpScripts.missing}` : formatKiB(wpScripts.gzipBytes),
		],
	];
}

/** What a page downloads, scripts and styles, gzipped. */
export const downloadTotal = (download: Download) => download.jsGzipBytes + download.cssGzipBytes;

function sizesSection(results: BenchResults): string {
	const { sizes } = results;
	const { core, all } = sizes.download;
	const packageRows = sizes.packages.map((size) => [
		`\`${size.name}\``,
		formatKiB(size.ownGzipBytes),
		size.registrationGzipBytes === undefined ? '—' : formatKiB(size.registrationGzipBytes),
	]);
	packageRows.push([
		'every block of the suite in WordPress, with its host (`registerBlockyard`, bundled as the plugin’s build does: the blocks’ metadata from the server)',
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
		'### What a plugin author ships: Business Hours alone',
		'',
		'The WordPress plugin a plugin author makes to bring Business Hours alone, as the package’s README tells it (`e2e/consumers/wp-plugin`, built as `npm test`’s consumers are: `@blockyard/content` installed from a local registry of this checkout’s packages), beside the same registration bundled by `tools/size-check` (Rolldown, the figure its budget “Business Hours registered alone” holds to). React and `@wordpress/*` are WordPress’s in both.',
		'',
		markdownTable(['bundler', 'what', 'gzip'], businessHoursRows(sizes.businessHours)),
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
		`What Blockyard costs the block editor, measured by \`npm run bench\` on the built playground in Debian’s Chromium, as ratios against Gutenberg’s core blocks alone, never as timed test assertions. How and why it measures this way: [decision 0022](${DECISION_PATH}). This page, [${JSON_PATH}](${JSON_PATH}) and the chart are written by the bench: run it again rather than editing them. The Map block with 1,000 markers has a page of its own, [benchmarks-map.md](benchmarks-map.md), and so has the tiled gallery’s layout of 2,000 images, [benchmarks-gallery-layout.md](benchmarks-gallery-layout.md). What each block with a script for visitors costs a visitor’s page is in [benchmarks-visitor.md](benchmarks-visitor.md), and the AI Assistant’s review of a rewrite of 5,000 words in [benchmarks-ai-review.md](benchmarks-ai-review.md).`,
		'',
		runLine(results),
		'',
		`![The editor's load and typing with every package against the core blocks alone, the 200-block post's, the inserter's Interaction to Next Paint, typing with ghost text on against off, the AI stream's longest task, and the download](${CHART_PATH})`,
		'',
		editorSection(results),
		'',
		inserterSection(results),
		'',
		bigPostSection(results),
		'',
		packageLoadsSection(results),
		'',
		aiSection(results),
		'',
		ghostTextSection(results),
		'',
		markdownSection(results),
		'',
		sizesSection(results),
		'',
	].join('\n');
}
