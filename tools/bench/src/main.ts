// `npm run bench`: the editor with every Blockyard package against Gutenberg's core blocks
// alone, the AI stream render, and the sizes; docs/benchmarks.md tells what and how.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

import { chromium, type Browser } from 'playwright-core';

import { chromiumArgs, chromiumPath, ensureChromium } from '../../../scripts/lib/chromium.mjs';
import { root } from '../../../scripts/lib/paths.mjs';
import {
	freePort,
	playgroundOrigins,
	startPlayground,
	startProvider,
} from '../../../scripts/lib/services.mjs';
import { aiStreamRun, AI_STREAM_TOKENS } from './ai-stream';
import { markdownDocument } from './markdown-document';
import { markdownPreviewRun } from './markdown-preview';
import { parseArgs, USAGE } from './args';
import { createPost, benchPostContent, TYPED_TEXT } from './bench-post';
import { editorSample, type EditorKind, type EditorSample } from './editor-sample';
import { formatMs } from './format';
import {
	AI_LONGEST_TASK_GOAL_MS,
	allGoalsMet,
	compare,
	longestTask,
	MARKDOWN_PREVIEW_GOAL_MS,
} from './goals';
import { describeMachine, watchLoad } from './machine';
import { consoleSummary } from './report';
import type { AiStreamRun, BenchResults, MarkdownPreviewRun } from './results';
import { downloadOf, packageSizes, peerSizes } from './sizes';
import { median, summarize } from './stats';
import { writeResults } from './write-results';

const log = (line: string) => console.log(`bench: ${line}`);

interface Measured {
	readonly samples: Readonly<Record<EditorKind, EditorSample[]>>;
	readonly runs: AiStreamRun[];
	readonly markdownRuns: MarkdownPreviewRun[];
	readonly chromium: string;
}

/** Previews of the Markdown block's 1 MB document, each in a fresh editor. */
const MARKDOWN_RUNS = 3;

/** The editor samples, alternating kinds after a warm-up of each, then the AI runs, then the Markdown previews. */
async function measureInBrowser(
	browser: Browser,
	{ url, providerUrl, nonce }: { url: string; providerUrl: string; nonce: string },
	{ samples: count, aiRuns }: { samples: number; aiRuns: number }
): Promise<Measured> {
	const postId = await createPost(providerUrl, nonce, benchPostContent());
	log('warming up (one load of each kind, not counted)');
	for (const kind of ['core', 'all'] as const) {
		await editorSample(browser, { url, postId, kind });
	}
	const samples: Record<EditorKind, EditorSample[]> = { core: [], all: [] };
	for (let index = 0; index < count; index += 1) {
		// Alternating which comes first spreads any drift of the machine over both kinds.
		const order: EditorKind[] = index % 2 === 0 ? ['core', 'all'] : ['all', 'core'];
		for (const kind of order) {
			const sample = await editorSample(browser, { url, postId, kind });
			samples[kind].push(sample);
			log(
				`sample ${index + 1}/${count} ${kind === 'core' ? 'core alone   ' : 'every package'}: load ${formatMs(sample.loadMs)}, typing ${formatMs(median(sample.keystrokes))} a keystroke`
			);
		}
	}
	const runs: AiStreamRun[] = [];
	const aiPostId = await createPost(providerUrl, nonce, '');
	for (let index = 0; index < aiRuns; index += 1) {
		const run = await aiStreamRun(browser, { url, postId: aiPostId });
		runs.push(run);
		log(
			`AI stream ${index + 1}/${aiRuns}: ${formatMs(run.streamMs)}, ${run.words} words, ${run.longTasks.length} long tasks`
		);
	}
	const markdownRuns: MarkdownPreviewRun[] = [];
	const markdownPostId = await createPost(providerUrl, nonce, '');
	for (let index = 0; index < MARKDOWN_RUNS; index += 1) {
		const run = await markdownPreviewRun(browser, { url, postId: markdownPostId });
		markdownRuns.push(run);
		log(
			`Markdown preview ${index + 1}/${MARKDOWN_RUNS}: ${formatMs(run.previewMs)}, ${run.longTasks.length} long tasks`
		);
	}
	return { samples, runs, markdownRuns, chromium: browser.version() };
}

/** Starts the local provider and the built playground on loopback, runs `work` in Chromium, stops them all. */
async function withPlayground<T>(
	work: (browser: Browser, urls: { url: string; providerUrl: string; nonce: string }) => Promise<T>
): Promise<T> {
	const dataDir = mkdtempSync(join(tmpdir(), 'blockyard-bench-'));
	const port = await freePort();
	// Faults on: the AI stream asks for its long reply through the provider's testing header.
	const provider = await startProvider({
		port: 0,
		dataDir,
		quiet: true,
		faults: true,
		origins: playgroundOrigins(port),
	});
	try {
		const playground = await startPlayground({
			mode: 'preview',
			port,
			providerUrl: provider.url,
			quiet: true,
		});
		try {
			const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
			try {
				return await work(browser, {
					url: playground.url,
					providerUrl: provider.url,
					nonce: provider.nonce,
				});
			} finally {
				await browser.close();
			}
		} finally {
			await playground.stop();
		}
	} finally {
		await provider.stop();
		rmSync(dataDir, { recursive: true, force: true });
	}
}

const options = parseArgs(process.argv.slice(2));
if (options.help) {
	console.log(USAGE);
	process.exit(0);
}
if (options.samples < 10) {
	log(`${options.samples} samples of each kind: fewer than the 10 the report is meant to stand on.`);
}
const distDir = join(root, 'tools/playground/dist');
if (!existsSync(join(distDir, '.vite/manifest.json'))) {
	console.error(
		'bench: the playground is not built: `npm run bench` builds it (npx nx run @blockyard/playground:build).'
	);
	process.exit(1);
}
ensureChromium();

const load = watchLoad();
const date = new Date().toISOString();
log(
	`measuring the built playground in ${chromiumPath}: ${options.samples} samples of each kind, ${options.aiRuns} AI runs`
);
const measured = await withPlayground((browser, urls) => measureInBrowser(browser, urls, options));
log('measuring sizes (esbuild, from the built packages)');
const [packages, peers] = [await packageSizes(root), await peerSizes(root)];

const [firstCore, firstAll] = [measured.samples.core[0], measured.samples.all[0]];
const longest = longestTask(measured.runs);
const markdownMedian = median(measured.markdownRuns.map((run) => run.previewMs));
const results: BenchResults = {
	date,
	machine: describeMachine(measured.chromium, load.stop()),
	samples: options.samples,
	keystrokes: TYPED_TEXT.length,
	editor: {
		load: compare(
			summarize(measured.samples.all.map((sample) => sample.loadMs)),
			summarize(measured.samples.core.map((sample) => sample.loadMs))
		),
		typing: compare(
			summarize(measured.samples.all.flatMap((sample) => sample.keystrokes)),
			summarize(measured.samples.core.flatMap((sample) => sample.keystrokes))
		),
	},
	aiStream: {
		tokens: AI_STREAM_TOKENS,
		runs: measured.runs,
		longestTaskMs: longest,
		goalMs: AI_LONGEST_TASK_GOAL_MS,
		pass: longest === null && measured.runs.every((run) => run.words >= AI_STREAM_TOKENS),
	},
	markdownPreview: {
		chars: markdownDocument().length,
		runs: measured.markdownRuns,
		medianPreviewMs: markdownMedian,
		longestTaskMs: longestTask(measured.markdownRuns),
		goalMs: MARKDOWN_PREVIEW_GOAL_MS,
		pass: markdownMedian <= MARKDOWN_PREVIEW_GOAL_MS,
	},
	sizes: {
		...packages,
		peers,
		download: {
			core: downloadOf(distDir, firstCore?.requested ?? []),
			all: downloadOf(distDir, firstAll?.requested ?? []),
		},
	},
};

console.log('');
for (const line of consoleSummary(results)) {
	console.log(line);
}
if (options.write) {
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
