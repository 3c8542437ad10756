// `npm run bench` (this project's `bench` target): each block with a visitor's script, in a post
// of its own on the built playground's preview page, against the same page without it. Prints
// its figures and writes docs/benchmarks-visitor.md (`--no-write`: print only); numbers from a
// busy machine say little, so read them beside the load average it gives.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { createPost } from '@blockyard/bench/bench-post';
import { describeMachine, watchLoad } from '@blockyard/bench/machine';
import { withPlayground } from '@blockyard/bench/with-playground';
import { format, resolveConfig } from 'prettier';

import { ensureChromium } from '../../../scripts/lib/chromium.mjs';
import { root } from '../../../scripts/lib/paths.mjs';
import { parseArgs, USAGE } from './args';
import { visitorSample, type VisitorSample } from './measure';
import { baselinePost, blockPost, type BenchPost } from './posts';
import {
	markdownTable,
	resultRows,
	summarizeLoads,
	visitorBenchPage,
	type BlockResult,
	type VisitorBenchRun,
} from './report';
import { roundOrder } from './rounds';
import { visitorBlocks } from './visitor-blocks';
import { addedScripts, gzipBytes } from './weight';

const log = (line: string) => console.log(`bench-visitor: ${line}`);

const options = parseArgs(process.argv.slice(2));
if (options.help) {
	console.log(USAGE);
	process.exit(0);
}
const PAGE = join(root, 'docs/benchmarks-visitor.md');
const DIST = join(root, 'tools/playground/dist');

if (!existsSync(join(DIST, '.vite/manifest.json'))) {
	console.error('bench-visitor: the playground is not built (npx nx run @blockyard/playground:build).');
	process.exit(1);
}
ensureChromium();
const blocks = visitorBlocks(root);
log(
	`${String(blocks.length)} blocks with a visitor’s script: ${blocks.map((block) => block.blockName).join(', ')}`
);

await withPlayground(async (browser, { url, providerUrl, nonce }) => {
	const savePost = (post: BenchPost) => createPost(providerUrl, nonce, post.content, post.title);
	const load = watchLoad();
	const preview = (id: number) => `${url}preview.html?post=${String(id)}`;
	const baselineId = await savePost(baselinePost());
	const pages = await Promise.all(
		blocks.map(async (block) => ({
			block,
			id: await savePost(blockPost(block.blockName, block.markup)),
		}))
	);
	const baseline: (VisitorSample | undefined)[] = [];
	const withBlock = new Map<string, (VisitorSample | undefined)[]>(
		blocks.map((block) => [block.blockName, []])
	);
	// One unmeasured load of each page first, then the samples: in each round the page
	// without a block and every block's, one after the other, in an order turned by one
	// place each round (rounds.ts).
	const order: { blockName: string | undefined; id: number; readySelector?: string | undefined }[] = [
		{ blockName: undefined, id: baselineId },
		...pages.map(({ block, id }) => ({
			blockName: block.blockName,
			id,
			readySelector: block.readySelector,
		})),
	];
	const rounds = options.samples ?? order.length;
	for (let round = -1; round < rounds; round += 1) {
		for (const index of roundOrder(order.length, round)) {
			const page = order[index];
			if (!page) {
				continue;
			}
			const { blockName, id, readySelector } = page;
			const sample = await visitorSample(browser, preview(id), { readySelector });
			if (round < 0) {
				continue;
			}
			if (blockName === undefined) {
				baseline.push(sample);
			} else {
				withBlock.get(blockName)?.push(sample);
			}
		}
		if (round >= 0) {
			log(`round ${String(round + 1)}/${String(rounds)} done`);
		}
	}
	const baselineLoads = summarizeLoads(baseline);
	if (!baselineLoads) {
		throw new Error('The page without a block never showed its post.');
	}
	const scriptsOf = (samples: readonly (VisitorSample | undefined)[]) =>
		samples.flatMap((sample) => sample?.scripts ?? []);
	const results: BlockResult[] = blocks.map((block) => {
		const samples = withBlock.get(block.blockName) ?? [];
		const added = addedScripts(scriptsOf(samples), scriptsOf(baseline), new URL(url).origin);
		const measured = samples.filter((sample): sample is VisitorSample => sample !== undefined);
		return {
			blockName: block.blockName,
			fixture: block.fixture,
			scripts: added.own,
			otherScripts: added.other,
			gzipBytes: gzipBytes(DIST, added.own),
			loads: summarizeLoads(samples),
			marked: measured.every((sample) => sample.marked),
		};
	});
	const run: VisitorBenchRun = {
		date: new Date().toISOString(),
		machine: describeMachine(browser.version(), load.stop()),
		samples: rounds,
		baseline: baselineLoads,
		blocks: results,
	};
	const { header, rows } = resultRows(run);
	console.log('');
	console.log(
		`Each block on a visitor’s page, Chromium ${run.machine.chromium}, load average ${run.machine.load.min.toFixed(2)}–${run.machine.load.max.toFixed(2)} on ${String(run.machine.cores)} cores:`
	);
	console.log(markdownTable(header, rows));
	for (const block of results) {
		log(
			`${block.blockName} adds ${block.scripts.join(', ') || 'no script of its own'}${block.otherScripts.length > 0 ? `; ${block.otherScripts.join(', ')}` : ''}`
		);
	}
	if (options.write) {
		writeFileSync(
			PAGE,
			await format(visitorBenchPage(run), { ...(await resolveConfig(PAGE)), filepath: PAGE })
		);
		log('wrote docs/benchmarks-visitor.md');
	}
});
