// `npm run bench`: the editor with every Blockyard package against Gutenberg's core blocks
// alone (its load and typing, the inserter, a post of 200 blocks, each package alone), the AI
// stream render, the Markdown preview, and the sizes; docs/benchmarks.md tells what and how.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

import { measure } from '@blockyard/size-check/measure';
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
import { parseArgs, SCENARIOS, USAGE, type BenchOptions, type Scenario } from './args';
import { createPost, benchPostContent, TYPED_TEXT } from './bench-post';
import { bigPosts } from './big-post';
import { postProblems } from './big-post-sample';
import { readBlockCatalogue } from './block-catalogue';
import {
	EDITOR_KINDS,
	editorSample,
	type EditorAddress,
	type EditorKind,
	type EditorSample,
} from './editor-sample';
import { formatKiB, formatMs } from './format';
import {
	AI_LONGEST_TASK_GOAL_MS,
	allGoalsMet,
	BIG_POST_RATIO_GOAL,
	compare,
	EDITOR_RATIO_GOAL,
	INSERTER_INP_GOAL,
	longestTask,
	MARKDOWN_PREVIEW_GOAL_MS,
} from './goals';
import {
	INSERTER_HOVERS,
	INSERTER_PHASES,
	INSERTER_SEARCH,
	inserterSample,
	type InserterPhase,
	type InserterSample,
} from './inserter-sample';
import { describeMachine, watchLoad } from './machine';
import { markdownDocument } from './markdown-document';
import { markdownPreviewRun } from './markdown-preview';
import { CORE_ALONE, packageLoadsOf, packageNames, roundOrder } from './package-loads';
import { BUSINESS_HOURS_ALONE, wpScriptsBuild } from './plugin-build';
import { consoleSummary } from './report';
import {
	isComplete,
	type AiStreamResult,
	type AiStreamRun,
	type BenchResults,
	type BigPostResult,
	type InserterResult,
	type MarkdownPreviewResult,
	type MarkdownPreviewRun,
	type MeasuredResults,
	type PackageLoadsResult,
} from './results';
import { downloadOf, packageSizes, peerSizes } from './sizes';
import { median, summarize } from './stats';
import { writeResults } from './write-results';

const log = (line: string) => console.log(`bench: ${line}`);

/** Previews of the Markdown block's 1 MB document, each in a fresh editor. */
const MARKDOWN_RUNS = 3;

/** The editor's kinds of each pair, alternating which comes first so that a drift of the machine falls on both. */
const pairOrder = (index: number): EditorKind[] => (index % 2 === 0 ? ['core', 'all'] : ['all', 'core']);

const kindName = (kind: EditorKind) => (kind === 'core' ? 'core alone   ' : 'every package');

type Urls = { readonly url: string; readonly providerUrl: string; readonly nonce: string };

/** The editor samples: one warm-up of each kind, then `count` of each, alternating. */
async function editorSamples(
	browser: Browser,
	label: string,
	addresses: Readonly<Record<EditorKind, EditorAddress>>,
	count: number
): Promise<Record<EditorKind, EditorSample[]>> {
	log(`${label}: warming up (one load of each kind, not counted)`);
	for (const kind of ['core', 'all'] as const) {
		await editorSample(browser, addresses[kind]);
	}
	const samples: Record<EditorKind, EditorSample[]> = { core: [], all: [] };
	for (let index = 0; index < count; index += 1) {
		for (const kind of pairOrder(index)) {
			const sample = await editorSample(browser, addresses[kind]);
			samples[kind].push(sample);
			log(
				`${label} ${index + 1}/${count} ${kindName(kind)}: load ${formatMs(sample.loadMs)}, typing ${formatMs(median(sample.keystrokes))} a keystroke`
			);
		}
	}
	return samples;
}

const loadAndTyping = (samples: Readonly<Record<EditorKind, EditorSample[]>>, goal: number) => ({
	load: compare(
		summarize(samples.all.map((sample) => sample.loadMs)),
		summarize(samples.core.map((sample) => sample.loadMs)),
		goal
	),
	typing: compare(
		summarize(samples.all.flatMap((sample) => sample.keystrokes)),
		summarize(samples.core.flatMap((sample) => sample.keystrokes)),
		goal
	),
});

/** The median of each step's longest interaction over the samples. */
const phaseMedians = (samples: readonly InserterSample[]): Record<InserterPhase, number> =>
	Object.fromEntries(
		INSERTER_PHASES.map((phase) => [phase, median(samples.map((sample) => sample.phases[phase]))])
	) as Record<InserterPhase, number>;

/** The inserter used with each kind: one warm-up of each, then `count` of each, alternating. */
async function inserterResult(
	browser: Browser,
	{ url, postId }: { url: string; postId: number },
	count: number
): Promise<InserterResult> {
	const address = (kind: EditorKind): EditorAddress => ({ url, postId, packages: EDITOR_KINDS[kind] });
	log('inserter: warming up (one use of each kind, not counted)');
	for (const kind of ['core', 'all'] as const) {
		await inserterSample(browser, address(kind));
	}
	const samples: Record<EditorKind, InserterSample[]> = { core: [], all: [] };
	for (let index = 0; index < count; index += 1) {
		for (const kind of pairOrder(index)) {
			const sample = await inserterSample(browser, address(kind));
			samples[kind].push(sample);
			log(
				`inserter ${index + 1}/${count} ${kindName(kind)}: INP ${formatMs(sample.inpMs)} (${sample.inpEvent}), ${sample.interactions} interactions of 16 ms or more; the longest of each step: ${INSERTER_PHASES.map((phase) => `${phase} ${formatMs(sample.phases[phase])}`).join(', ')}; hovered ${sample.hovered.join(', ')}`
			);
		}
	}
	return {
		search: INSERTER_SEARCH,
		hovers: INSERTER_HOVERS,
		inp: compare(
			summarize(samples.all.map((sample) => sample.inpMs)),
			summarize(samples.core.map((sample) => sample.inpMs)),
			INSERTER_INP_GOAL
		),
		phases: { core: phaseMedians(samples.core), all: phaseMedians(samples.all) },
		hovered: { core: samples.core[0]?.hovered ?? [], all: samples.all[0]?.hovered ?? [] },
	};
}

/** The big posts (every Blockyard block, and core blocks in their place), each opened with its kind. */
async function bigPostResult(browser: Browser, urls: Urls, count: number): Promise<BigPostResult> {
	const posts = bigPosts(readBlockCatalogue(root));
	const more = '&tiers=beta';
	const addresses: Record<EditorKind, EditorAddress> = {
		core: {
			url: urls.url,
			postId: await createPost(urls.providerUrl, urls.nonce, posts.core),
			packages: EDITOR_KINDS.core,
			more,
		},
		all: {
			url: urls.url,
			postId: await createPost(urls.providerUrl, urls.nonce, posts.blockyard),
			packages: EDITOR_KINDS.all,
			more,
		},
	};
	for (const kind of ['core', 'all'] as const) {
		const problems = await postProblems(browser, addresses[kind]);
		if (problems.blocks !== posts.allBlocks || problems.invalid.length > 0) {
			throw new Error(
				`The ${kind === 'core' ? 'core' : 'Blockyard'} post opens with ${problems.blocks} blocks, not ${posts.allBlocks}; invalid or missing: ${problems.invalid.join(', ') || 'none'}.`
			);
		}
		if (problems.foreign.length > 0) {
			log(
				`${kind === 'core' ? 'the core' : 'the Blockyard'} post asks hosts off this machine, refused (the browser resolves none): ${problems.foreign.join(', ')}`
			);
		}
	}
	log(
		`${posts.blocks}-block post: ${posts.allBlocks} blocks of each post valid, ${posts.blockTypes} Blockyard block types`
	);
	const samples = await editorSamples(browser, `${posts.blocks}-block post`, addresses, count);
	return {
		blocks: posts.blocks,
		allBlocks: posts.allBlocks,
		blockTypes: posts.blockTypes,
		more,
		...loadAndTyping(samples, BIG_POST_RATIO_GOAL),
	};
}

/** The editor's load with each package alone and with the core blocks alone, `count` rounds. */
async function packageLoadsResult(
	browser: Browser,
	{ url, postId }: { url: string; postId: number },
	count: number
): Promise<PackageLoadsResult> {
	const kinds = [CORE_ALONE, ...packageNames(root)];
	const loads = new Map<string, number[]>(kinds.map((kind) => [kind, []]));
	log('each package alone: warming up (one load of the core blocks alone, not counted)');
	await editorSample(browser, { url, postId, packages: CORE_ALONE }, { typing: false });
	for (let round = 0; round < count; round += 1) {
		const measured: string[] = [];
		for (const packages of roundOrder(kinds, round)) {
			const { loadMs } = await editorSample(browser, { url, postId, packages }, { typing: false });
			loads.get(packages)?.push(loadMs);
			measured.push(`${packages} ${formatMs(loadMs)}`);
		}
		log(`each package alone ${round + 1}/${count}: ${measured.join(', ')}`);
	}
	return packageLoadsOf(loads);
}

/** Everything measured in Chromium, for the scenarios asked for. */
async function measureInBrowser(browser: Browser, urls: Urls, options: BenchOptions): Promise<Measured> {
	const runs = (scenario: Scenario) => options.only.includes(scenario);
	const { url, providerUrl, nonce } = urls;
	const postId = await createPost(providerUrl, nonce, benchPostContent());
	const measured: Measured = { chromium: browser.version() };
	if (runs('editor')) {
		measured.editor = await editorSamples(
			browser,
			'sample',
			{
				core: { url, postId, packages: EDITOR_KINDS.core },
				all: { url, postId, packages: EDITOR_KINDS.all },
			},
			options.samples
		);
	} else if (runs('sizes')) {
		// The download of each kind, without the editor's samples.
		measured.editor = {
			core: [
				await editorSample(browser, { url, postId, packages: EDITOR_KINDS.core }, { typing: false }),
			],
			all: [
				await editorSample(browser, { url, postId, packages: EDITOR_KINDS.all }, { typing: false }),
			],
		};
	}
	if (runs('inserter')) {
		measured.inserter = await inserterResult(browser, { url, postId }, options.samples);
	}
	if (runs('big-post')) {
		measured.bigPost = await bigPostResult(browser, urls, options.samples);
	}
	if (runs('package-loads')) {
		measured.packageLoads = await packageLoadsResult(browser, { url, postId }, options.packageSamples);
	}
	if (runs('ai-stream')) {
		const aiRuns: AiStreamRun[] = [];
		const aiPostId = await createPost(providerUrl, nonce, '');
		for (let index = 0; index < options.aiRuns; index += 1) {
			const run = await aiStreamRun(browser, { url, postId: aiPostId });
			aiRuns.push(run);
			log(
				`AI stream ${index + 1}/${options.aiRuns}: ${formatMs(run.streamMs)}, ${run.words} words, ${run.longTasks.length} long tasks`
			);
		}
		measured.aiRuns = aiRuns;
	}
	if (runs('markdown')) {
		const markdownRuns: MarkdownPreviewRun[] = [];
		const markdownPostId = await createPost(providerUrl, nonce, '');
		for (let index = 0; index < MARKDOWN_RUNS; index += 1) {
			const run = await markdownPreviewRun(browser, { url, postId: markdownPostId });
			markdownRuns.push(run);
			log(
				`Markdown preview ${index + 1}/${MARKDOWN_RUNS}: ${formatMs(run.previewMs)}, ${run.longTasks.length} long tasks`
			);
		}
		measured.markdownRuns = markdownRuns;
	}
	return measured;
}

interface Measured {
	readonly chromium: string;
	editor?: Record<EditorKind, EditorSample[]>;
	inserter?: InserterResult;
	bigPost?: BigPostResult;
	packageLoads?: PackageLoadsResult;
	aiRuns?: AiStreamRun[];
	markdownRuns?: MarkdownPreviewRun[];
}

/**
 * Every host but loopback resolves to nothing, at once: a block's preview of a third party's
 * page or picture (the big post's Calendly, OpenTable, GIF…) fails as on a machine offline,
 * instead of making the numbers depend on the network. The playground's own pages ask nothing
 * of another host.
 */
const NOTHING_OFF_THE_MACHINE = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1';

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
			const browser = await chromium.launch({
				executablePath: chromiumPath,
				args: [...chromiumArgs, NOTHING_OFF_THE_MACHINE],
			});
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

const load = watchLoad();
const date = new Date().toISOString();
const inBrowser = SCENARIOS.filter((scenario) => scenario !== 'plugin-build').some(runs);
if (inBrowser) {
	log(
		`measuring the built playground in ${chromiumPath}: ${options.samples} samples of each kind, ${options.aiRuns} AI runs, ${options.packageSamples} loads of each package alone`
	);
}
const measured: Measured = inBrowser
	? await withPlayground((browser, urls) => measureInBrowser(browser, urls, options))
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
