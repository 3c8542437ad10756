// `npm run bench` (this package's `bench` target): the tiled gallery's layout engine laying out
// 2,000 images in each style. Prints its figures and writes docs/benchmarks-gallery-layout.md
// (`--no-write`: print only; `--strict`: exit with 1 when a goal is missed; `--samples=N`).
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

import { format, resolveConfig } from 'prettier';

import { root } from '../../../scripts/lib/paths.mjs';
import { summarize } from '../../../scripts/lib/timings.mjs';
import { layoutGallery, type LayoutOptions } from '../src/blocks/tiled-gallery/layout';
import { layoutBenchPage, meetsGoal, type CaseResult } from './page';
import { GALLERY_SIZE, sampleGallery } from './sample';

const SAMPLES = Number(process.argv.find((arg) => arg.startsWith('--samples='))?.slice(10) ?? 200);
const WARM_UPS = 20;
const WRITE = !process.argv.includes('--no-write');
const STRICT = process.argv.includes('--strict');
const PAGE = join(root, 'docs/benchmarks-gallery-layout.md');

const CASES: readonly (readonly [label: string, options: LayoutOptions])[] = [
	['rectangular', { style: 'rectangular', columns: 3, wide: false }],
	['rectangular, wide', { style: 'rectangular', columns: 3, wide: true }],
	['columns (3)', { style: 'columns', columns: 3, wide: false }],
	['square and circle (3)', { style: 'square', columns: 3, wide: false }],
];

const images = sampleGallery(GALLERY_SIZE);

function timed(options: LayoutOptions): [ms: number, rows: number] {
	const start = performance.now();
	const rows = layoutGallery(images, options);
	return [performance.now() - start, rows.length];
}

// Every style's first call before any is warm, then each style's timed calls.
const first = CASES.map(([, options]) => timed(options));
const results: CaseResult[] = CASES.map(([label, options], index) => {
	for (let run = 0; run < WARM_UPS; run += 1) {
		timed(options);
	}
	const samples = Array.from({ length: SAMPLES }, () => timed(options)[0]);
	return {
		label,
		rows: first[index]?.[1] ?? 0,
		firstMs: first[index]?.[0] ?? Number.NaN,
		...summarize(samples),
	};
});

const line = (result: CaseResult) =>
	`  ${result.label}: ${String(result.rows)} rows, first call ${result.firstMs.toFixed(2)} ms, median ${result.medianMs.toFixed(2)} ms, p95 ${result.p95Ms.toFixed(2)} ms, slowest ${result.slowestMs.toFixed(2)} ms${meetsGoal(result) ? '' : ' (goal missed)'}`;
console.log(
	`bench-gallery-layout: ${String(GALLERY_SIZE)} images, load average ${loadavg()[0]?.toFixed(2) ?? '?'}:`
);
results.forEach((result) => console.log(line(result)));

if (WRITE) {
	const page = layoutBenchPage({
		date: new Date().toISOString(),
		node: process.versions.node,
		cpu: cpus()[0]?.model.trim() ?? 'unknown CPU',
		cores: cpus().length,
		loadAverage: loadavg()[0] ?? 0,
		images: GALLERY_SIZE,
		warmUps: WARM_UPS,
		samples: SAMPLES,
		cases: results,
	});
	writeFileSync(PAGE, await format(page, { ...(await resolveConfig(PAGE)), filepath: PAGE }));
	console.log('bench-gallery-layout: wrote docs/benchmarks-gallery-layout.md');
}
if (STRICT && !results.every(meetsGoal)) {
	process.exitCode = 1;
}
