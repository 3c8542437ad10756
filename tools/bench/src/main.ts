// `npm run bench`: the editor with every Blockyard package against Gutenberg's core blocks
// alone (its load and typing, the inserter, a post of 200 blocks, each package alone), the AI
// stream render, typing with the AI Assistant's ghost text on against off, the Markdown preview,
// and the sizes; docs/benchmarks.md tells what and how.
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';

import { measure } from '@blockyard/size-check/measure';

import { chromiumPath, ensureChromium } from '../../../scripts/lib/chromium.mjs';
import { root } from '../../../scripts/lib/paths.mjs';
import { AI_STREAM_TOKENS } from './ai-stream';
import { parseArgs, SCENARIOS, USAGE, type Scenario } from './args';
import { TYPED_TEXT } from './bench-post';
import { formatKiB } from './format';
import {
	AI_LONGEST_TASK_GOAL_MS,
	allGoalsMet,
	EDITOR_RATIO_GOAL,
	longestTask,
	MARKDOWN_PREVIEW_GOAL_MS,
} from './goals';
import { log } from './log';
import { describeMachine, watchLoad } from './machine';
import { markdownDocument } from './markdown-document';
import { loadAndTyping, measureInBrowser, type Measured } from './measure-in-browser';
import { BUSINESS_HOURS_ALONE, wpScriptsBuild } from './plugin-build';
import { consoleSummary } from './console-summary';
import {
	isComplete,
	type AiStreamResult,
	type AiStreamRun,
	type BenchResults,
	type MarkdownPreviewResult,
	type MarkdownPreviewRun,
	type MeasuredResults,
} from './results';
import { downloadOf, packageSizes, peerSizes } from './sizes';
import { median } from './stats';
import { withPlayground } from './with-playground';
import { writeResults } from './write-results';

const options = parseArgs(process.argv.slice(2));
if (options.help) {
	console.log(USAGE);
	process.exit(0);
}
const runs = (scenario: Scenario) => options.only.includes(scenario);
if (options.samples < 10) {
	log(`${options.samples} samples of each kind: fewer than the 10 the report is meant to stand on.`);
}
if (options.only.length < SCENARIOS.length) {
	log(`only ${options.only.join(', ')} (--only): nothing is written`);
}
const distDir = join(root, 'tools/playground/dist');
if (!existsSync(join(distDir, '.vite/manifest.json'))) {
	console.error(
		'bench: the playground is not built: `npm run bench` builds it (npx nx run @blockyard/playground:build).'
	);
	process.exit(1);
}
ensureChromium();

// The provider in this process answers as many AI queries as the runs ask for: its default
// allowance (20 free requests) would leave `--ai-runs 21` waiting for a reply that never comes.
process.env['BLOCKYARD_AI_FREE_REQUESTS'] ??= String(1_000_000);

const load = watchLoad();
const date = new Date().toISOString();
const inBrowser = SCENARIOS.filter((scenario) => scenario !== 'plugin-build').some(runs);
if (inBrowser) {
	log(
		`measuring the built playground in ${chromiumPath}: ${options.samples} samples of each kind, ${options.aiRuns} AI runs, ${options.packageSamples} loads of each package alone`
	);
}
const measured: Measured = inBrowser
	? await withPlayground((browser, urls) => measureInBrowser(browser, urls, options), {
			// Faults on: the AI stream asks for its long reply through the provider's testing header.
			faults: true,
			offline: true,
		})
	: { chromium: 'not run' };

let sizes: BenchResults['sizes'] | undefined;
if (runs('sizes')) {
	log('measuring sizes (from the built packages)');
	const [packages, peers] = [await packageSizes(root), await peerSizes(root)];
	const rolldown = await measure(BUSINESS_HOURS_ALONE, root);
	sizes = {
		...packages,
		businessHours: {
			rolldownGzipBytes: rolldown.gzipBytes,
			wpScripts: runs('plugin-build')
				? await wpScriptsBuild(log)
				: { missing: 'not asked for (--only without plugin-build)' },
		},
		peers,
		download: {
			core: downloadOf(distDir, measured.editor?.core[0]?.requested ?? []),
			all: downloadOf(distDir, measured.editor?.all[0]?.requested ?? []),
		},
	};
} else if (runs('plugin-build')) {
	const wpScripts = await wpScriptsBuild(log);
	log(
		'missing' in wpScripts
			? `Business Hours' @wordpress/scripts plugin: not built (${wpScripts.missing})`
			: `Business Hours' @wordpress/scripts plugin: build/index.js ${formatKiB(wpScripts.gzipBytes)} gzipped`
	);
}

const aiStream = (aiRuns: readonly AiStreamRun[]): AiStreamResult => {
	const longest = longestTask(aiRuns);
	return {
		tokens: AI_STREAM_TOKENS,
		runs: aiRuns,
		longestTaskMs: longest,
		goalMs: AI_LONGEST_TASK_GOAL_MS,
		pass: longest === null && aiRuns.every((run) => run.words >= AI_STREAM_TOKENS),
	};
};
const markdownPreview = (markdownRuns: readonly MarkdownPreviewRun[]): MarkdownPreviewResult => {
	const markdownMedian = median(markdownRuns.map((run) => run.previewMs));
	return {
		chars: markdownDocument().length,
		runs: markdownRuns,
		medianPreviewMs: markdownMedian,
		longestTaskMs: longestTask(markdownRuns),
		goalMs: MARKDOWN_PREVIEW_GOAL_MS,
		pass: markdownMedian <= MARKDOWN_PREVIEW_GOAL_MS,
	};
};
const results: MeasuredResults = {
	date,
	machine: describeMachine(measured.chromium, load.stop()),
	samples: options.samples,
	keystrokes: TYPED_TEXT.length,
	...(runs('editor') && measured.editor
		? { editor: loadAndTyping(measured.editor, EDITOR_RATIO_GOAL) }
		: {}),
	...(measured.inserter ? { inserter: measured.inserter } : {}),
	...(measured.bigPost ? { bigPost: measured.bigPost } : {}),
	...(measured.packageLoads ? { packageLoads: measured.packageLoads } : {}),
	...(measured.aiRuns ? { aiStream: aiStream(measured.aiRuns) } : {}),
	...(measured.ghostText ? { ghostText: measured.ghostText } : {}),
	...(measured.markdownRuns ? { markdownPreview: markdownPreview(measured.markdownRuns) } : {}),
	...(sizes ? { sizes } : {}),
};

console.log('');
for (const line of consoleSummary(results)) {
	console.log(line);
}
if (options.write && isComplete(results)) {
	const written = await writeResults(join(root, 'docs'), results);
	log(`wrote ${written.map((path) => relative(root, path)).join(', ')}`);
}
if (!allGoalsMet(results)) {
	log(
		options.strict
			? 'a goal was missed (--strict): exiting with 1'
			: 'a goal was missed (add --strict to fail on it)'
	);
	process.exitCode = options.strict ? 1 : 0;
}
