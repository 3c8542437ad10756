// `npm run bench` (this package's `bench` target): the review of an AI rewrite of 5,000 words,
// rendered in Chromium. Prints its figures and writes docs/benchmarks-ai-review.md
// (`--no-write`: print only; `--strict`: exit with 1 when the goal is missed; `--samples=N`).
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';

import { chromium } from 'playwright-core';
import { format, resolveConfig } from 'prettier';
import { build, defaultClientConditions, type Rollup } from 'vite';

import { chromiumArgs, chromiumPath, ensureChromium } from '../../../scripts/lib/chromium.mjs';
import { root } from '../../../scripts/lib/paths.mjs';
import { summarize } from '../../../scripts/lib/timings.mjs';
import { meetsGoal, reviewBenchPage } from './page';
import type { ReviewRender } from './review-page';
import { reviewSample } from './sample';

const SAMPLES = Number(process.argv.find((arg) => arg.startsWith('--samples='))?.slice(10) ?? 30);
const WARM_UPS = 10;
const WRITE = !process.argv.includes('--no-write');
const STRICT = process.argv.includes('--strict');
const PAGE = join(root, 'docs/benchmarks-ai-review.md');
const log = (line: string) => console.log(`bench-ai-review: ${line}`);

/** The page script, bundled as the editor would load it: minified, for production. */
async function pageScript(): Promise<string> {
	const result = await build({
		configFile: false,
		logLevel: 'silent',
		define: { 'process.env.NODE_ENV': JSON.stringify('production') },
		resolve: { conditions: ['@blockyard/source', ...defaultClientConditions] },
		build: {
			write: false,
			minify: true,
			lib: {
				entry: join(import.meta.dirname, 'review-page.ts'),
				formats: ['iife'],
				name: 'reviewBench',
			},
		},
	});
	const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
	const chunk = outputs.flatMap((output) => output.output).find((item) => item.type === 'chunk');
	if (chunk?.type !== 'chunk') {
		throw new Error('The review page did not build.');
	}
	return chunk.code;
}

ensureChromium();
const script = await pageScript();
const { original, suggestion } = reviewSample();
const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
try {
	const page = await browser.newPage();
	await page.setContent('<!doctype html><html lang="en"><body><main id="review"></main></body></html>');
	await page.addScriptTag({ content: script });
	const texts = { original, suggestion };
	const render = (): Promise<ReviewRender> =>
		page.evaluate((both) => window.renderReview(both.original, both.suggestion), texts);
	const first = await render();
	for (let run = 0; run < WARM_UPS; run += 1) {
		await render();
	}
	const samples: number[] = [];
	for (let run = 0; run < SAMPLES; run += 1) {
		samples.push((await render()).ms);
	}
	const result = {
		date: new Date().toISOString(),
		chromium: browser.version(),
		cpu: cpus()[0]?.model.trim() ?? 'unknown CPU',
		cores: cpus().length,
		loadAverage: loadavg()[0] ?? 0,
		words: first.words,
		suggestionWords: suggestion.split(/\s+/).filter(Boolean).length,
		changes: first.changes,
		firstMs: first.ms,
		warmUps: WARM_UPS,
		samples: SAMPLES,
		timings: summarize(samples),
	};
	log(
		`${String(result.words)} words, ${String(result.changes)} changes: first render ${first.ms.toFixed(1)} ms, median ${result.timings.medianMs.toFixed(1)} ms, p95 ${result.timings.p95Ms.toFixed(1)} ms, slowest ${result.timings.slowestMs.toFixed(1)} ms${meetsGoal(result) ? '' : ' (goal missed)'}, load average ${result.loadAverage.toFixed(2)}`
	);
	if (WRITE) {
		writeFileSync(
			PAGE,
			await format(reviewBenchPage(result), { ...(await resolveConfig(PAGE)), filepath: PAGE })
		);
		log('wrote docs/benchmarks-ai-review.md');
	}
	if (STRICT && !meetsGoal(result)) {
		process.exitCode = 1;
	}
} finally {
	await browser.close();
}
