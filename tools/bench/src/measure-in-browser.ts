// Everything `npm run bench` measures in Chromium, scenario by scenario: the editor's load and
// typing, the inserter, the 200-block post, each package alone, the AI stream, typing with ghost text
// on and off, the Markdown preview.
import type { Browser } from 'playwright-core';

import { root } from '../../../scripts/lib/paths.mjs';

import { aiStreamRun } from './ai-stream';
import type { BenchOptions, Scenario } from './args';
import { createPost, benchPostContent } from './bench-post';
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
import { formatMs } from './format';
import {
	GHOST_TEXT_KINDS,
	GHOST_TEXT_MORE,
	GHOST_TEXT_PARTS,
	ghostTextResultOf,
	ghostTextWarmUpProblem,
} from './ghost-text';
import { ghostTextSample, resetAiRequests } from './ghost-text-sample';
import { BIG_POST_RATIO_GOAL, compare, INSERTER_INP_GOAL } from './goals';
import {
	INSERTER_HOVERS,
	INSERTER_PHASES,
	INSERTER_SEARCH,
	inserterSample,
	type InserterPhase,
	type InserterSample,
} from './inserter-sample';
import { log } from './log';
import { markdownPreviewRun } from './markdown-preview';
import { CORE_ALONE, packageLoadsOf, packageNames, roundOrder } from './package-loads';
import type {
	AiStreamRun,
	BigPostResult,
	GhostTextResult,
	InserterResult,
	MarkdownPreviewRun,
	PackageLoadsResult,
} from './results';
import { median, summarize } from './stats';
import type { PlaygroundUrls } from './with-playground';

/** Previews of the Markdown block's 1 MB document, each in a fresh editor. */
const MARKDOWN_RUNS = 3;

/** The two kinds of each pair, alternating which comes first so that a drift of the machine falls on both. */
const pairOrder = <Kind>([first, second]: readonly [Kind, Kind], index: number): Kind[] =>
	index % 2 === 0 ? [first, second] : [second, first];

/** The editor's kinds, core blocks alone first. */
const EDITOR_PAIR = ['core', 'all'] as const satisfies readonly [EditorKind, EditorKind];

const kindName = (kind: EditorKind) => (kind === 'core' ? 'core alone   ' : 'every package');

/** How a scenario takes its editor samples of two kinds, names them in the log, and checks its warm-up. */
interface SampleKinds<Kind extends string, Sample extends EditorSample> {
	/** The two kinds, in the order the first pair takes them. */
	readonly kinds: readonly [Kind, Kind];
	/** One sample of a kind. */
	readonly take: (kind: Kind) => Promise<Sample>;
	/** The kind's name in the log, padded to the other's length. */
	readonly name: (kind: Kind) => string;
	/** What else the log says of a sample, after its load and typing. */
	readonly more?: (sample: Sample) => string;
	/** Throws when a warm-up sample shows the scenario would not measure what it says. */
	readonly checkWarmUp?: (kind: Kind, sample: Sample) => void;
}

/** Editor samples of two kinds: one warm-up of each (checked), then `count` of each, alternating. */
async function alternatingSamples<Kind extends string, Sample extends EditorSample>(
	label: string,
	count: number,
	{ kinds, take, name, more, checkWarmUp }: SampleKinds<Kind, Sample>
): Promise<Record<Kind, Sample[]>> {
	log(`${label}: warming up (one load of each kind, not counted)`);
	for (const kind of kinds) {
		checkWarmUp?.(kind, await take(kind));
	}
	const samples = {} as Record<Kind, Sample[]>;
	for (const kind of kinds) {
		samples[kind] = [];
	}
	for (let index = 0; index < count; index += 1) {
		for (const kind of pairOrder(kinds, index)) {
			const sample = await take(kind);
			samples[kind].push(sample);
			log(
				`${label} ${index + 1}/${count} ${name(kind)}: load ${formatMs(sample.loadMs)}, typing ${formatMs(median(sample.keystrokes))} a keystroke${more ? `, ${more(sample)}` : ''}`
			);
		}
	}
	return samples;
}

/** The editor samples of core blocks alone and every package: one warm-up of each, then `count` of each, alternating. */
const editorSamples = (
	browser: Browser,
	label: string,
	addresses: Readonly<Record<EditorKind, EditorAddress>>,
	count: number
): Promise<Record<EditorKind, EditorSample[]>> =>
	alternatingSamples(label, count, {
		kinds: EDITOR_PAIR,
		take: (kind) => editorSample(browser, addresses[kind]),
		name: kindName,
	});

export const loadAndTyping = (samples: Readonly<Record<EditorKind, EditorSample[]>>, goal: number) => ({
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
		for (const kind of pairOrder(EDITOR_PAIR, index)) {
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
async function bigPostResult(browser: Browser, urls: PlaygroundUrls, count: number): Promise<BigPostResult> {
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

/**
 * Typing with ghost text on against off: the same post with every package and a connected
 * site, the flag the only difference; one warm-up of each kind, which must show that the flag
 * does what it says (the chunk fetched and a continuation shown where it is on, neither where
 * it is off), then `count` of each, alternating.
 */
async function ghostTextResult(
	browser: Browser,
	{ url, providerUrl, nonce }: PlaygroundUrls,
	postId: number,
	count: number
): Promise<GhostTextResult> {
	const samples = await alternatingSamples('ghost text', count, {
		kinds: GHOST_TEXT_KINDS,
		take: async (kind) => {
			// Every sample starts with the site under its free requests' limit.
			await resetAiRequests(providerUrl, nonce);
			return ghostTextSample(browser, {
				url,
				postId,
				packages: EDITOR_KINDS.all,
				more: GHOST_TEXT_MORE[kind],
			});
		},
		name: (kind) => `flag ${kind.padEnd(3)}`,
		more: (sample) => `a continuation shown at ${sample.offers} of ${GHOST_TEXT_PARTS.length - 1} pauses`,
		checkWarmUp: (kind, sample) => {
			const problem = ghostTextWarmUpProblem(kind, sample);
			if (problem !== undefined) {
				throw new Error(`ghost text: ${problem}`);
			}
			log(
				`ghost text: the warm-up ${kind === 'on' ? 'fetched the ghost text chunk and showed a continuation' : 'fetched no ghost text chunk and showed no continuation'} with the flag ${kind}`
			);
		},
	});
	return ghostTextResultOf(samples);
}

/** Everything measured in Chromium, for the scenarios asked for. */
export async function measureInBrowser(
	browser: Browser,
	urls: PlaygroundUrls,
	options: BenchOptions
): Promise<Measured> {
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
				`AI stream ${index + 1}/${options.aiRuns}: ${formatMs(run.streamMs)}, ${run.words} words, ${run.longTasks.length} long tasks${run.longTasks
					.map((task) => ` (${formatMs(task.durationMs)} at ${formatMs(task.startMs)})`)
					.join('')}`
			);
		}
		measured.aiRuns = aiRuns;
	}
	if (runs('ghost-text')) {
		measured.ghostText = await ghostTextResult(browser, urls, postId, options.samples);
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

export interface Measured {
	readonly chromium: string;
	editor?: Record<EditorKind, EditorSample[]>;
	inserter?: InserterResult;
	bigPost?: BigPostResult;
	packageLoads?: PackageLoadsResult;
	aiRuns?: AiStreamRun[];
	ghostText?: GhostTextResult;
	markdownRuns?: MarkdownPreviewRun[];
}
