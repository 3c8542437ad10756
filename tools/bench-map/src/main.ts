// `npm run bench` (this project's `bench` target): the Map block with 1,000 markers in the
// built playground, in the editor and on the visitor's preview. Prints its figures and writes
// them to docs/benchmarks-map.md (`--no-write`: print only); numbers from a busy machine say
// little, so read them beside the load average it gives.
import { existsSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';

import { createPost } from '@blockyard/bench/bench-post';
import { withPlayground } from '@blockyard/bench/with-playground';
import type { Browser } from 'playwright-core';
import { format, resolveConfig } from 'prettier';

import { ensureChromium } from '../../../scripts/lib/chromium.mjs';
import { root } from '../../../scripts/lib/paths.mjs';
import { median } from './frames';
import { gridMarkers, MARKER_COUNT } from './markers';
import { mapSample, type MapSample } from './measure';
import { mapBenchPage } from './page';

const log = (line: string) => console.log(`bench-map: ${line}`);

const SAMPLES = Number(process.argv.find((arg) => arg.startsWith('--samples='))?.slice(10) ?? 5);
const WRITE = !process.argv.includes('--no-write');
const PAGE = join(root, 'docs/benchmarks-map.md');

/** A post holding one map of 1,000 markers, made by the editor itself so its markup is what save gives. */
async function createMapPost(
	browser: Browser,
	url: string,
	providerUrl: string,
	nonce: string
): Promise<number> {
	const id = await createPost(providerUrl, nonce, '', 'A map of 1,000 places');
	const page = await browser.newPage();
	try {
		await page.goto(`${url}?post=${String(id)}`);
		await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
		await page.waitForFunction('Boolean(window.wp && window.wp.blocks.getBlockType("blockyard/map"))');
		await page.evaluate(
			`window.wp.data.dispatch('core/block-editor').insertBlocks(window.wp.blocks.createBlock('blockyard/map', { points: ${JSON.stringify(gridMarkers())} }))`
		);
		const saved = page.waitForResponse(
			(answer) =>
				answer.request().method() === 'POST' && /\/wp-json\/wp\/v2\/posts\/\d+/.test(answer.url())
		);
		await page.getByRole('button', { name: 'Save', exact: true }).click();
		if (!(await saved).ok()) {
			throw new Error('The editor could not save the map post.');
		}
	} finally {
		await page.close();
	}
	return id;
}

function summary(label: string, samples: readonly (MapSample | undefined)[]): string {
	const measured = samples.filter((sample): sample is MapSample => sample !== undefined);
	if (measured.length === 0) {
		return `${label}: not measured (no marker was drawn)`;
	}
	const ms = (value: number) => `${value.toFixed(1)} ms`;
	return [
		`${label} (${String(measured.length)} loads):`,
		`first markers painted ${ms(median(measured.map((sample) => sample.firstRenderMs)))},`,
		`pan frame ${ms(median(measured.map((sample) => sample.pan.medianMs)))} median,`,
		`${ms(median(measured.map((sample) => sample.pan.p95Ms)))} p95,`,
		`${ms(Math.max(...measured.map((sample) => sample.pan.maxMs)))} longest`,
	].join(' ');
}

if (!existsSync(join(root, 'tools/playground/dist/.vite/manifest.json'))) {
	console.error('bench-map: the playground is not built (npx nx run @blockyard/playground:build).');
	process.exit(1);
}
ensureChromium();

await withPlayground(async (browser, { url, providerUrl, nonce }) => {
	const postId = await createMapPost(browser, url, providerUrl, nonce);
	const editor: (MapSample | undefined)[] = [];
	const visitor: (MapSample | undefined)[] = [];
	// One unmeasured load of each first, then the samples, alternating.
	for (let index = -1; index < SAMPLES; index += 1) {
		const inEditor = await mapSample(browser, `${url}?post=${String(postId)}`, { inEditor: true });
		const inPreview = await mapSample(browser, `${url}preview.html?post=${String(postId)}`, {
			inEditor: false,
			timeoutMs: 20_000,
		});
		if (index >= 0) {
			editor.push(inEditor);
			visitor.push(inPreview);
			log(`sample ${String(index + 1)}/${String(SAMPLES)} done`);
		}
	}
	console.log('');
	console.log(
		`A map of ${String(MARKER_COUNT)} markers, ${browser.version()}, load average ${loadavg()[0]?.toFixed(2) ?? '?'}:`
	);
	console.log(summary('  in the editor', editor));
	console.log(summary('  on the visitor’s preview', visitor));
	if (WRITE) {
		const page = mapBenchPage({
			date: new Date().toISOString(),
			chromium: browser.version(),
			loadAverage: loadavg()[0] ?? 0,
			markers: MARKER_COUNT,
			editor,
			visitor,
		});
		writeFileSync(PAGE, await format(page, { ...(await resolveConfig(PAGE)), filepath: PAGE }));
		log('wrote docs/benchmarks-map.md');
	}
});
