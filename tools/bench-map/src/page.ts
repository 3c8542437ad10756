import type { MapSample } from './measure';
import { median } from './frames';

/** What one run of the map bench measured, and where. */
export interface MapBenchRun {
	readonly date: string;
	readonly chromium: string;
	readonly loadAverage: number;
	readonly markers: number;
	readonly editor: readonly (MapSample | undefined)[];
	readonly visitor: readonly (MapSample | undefined)[];
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** One row of the table: the medians of the samples that drew a marker, or "not measured". */
function row(label: string, samples: readonly (MapSample | undefined)[]): string {
	const measured = samples.filter((sample): sample is MapSample => sample !== undefined);
	if (measured.length === 0) {
		return `| ${label} | 0 of ${String(samples.length)} | not measured | | | |`;
	}
	return [
		'',
		label,
		`${String(measured.length)} of ${String(samples.length)}`,
		ms(median(measured.map((sample) => sample.firstRenderMs))),
		ms(median(measured.map((sample) => sample.pan.medianMs))),
		ms(median(measured.map((sample) => sample.pan.p95Ms))),
		ms(Math.max(...measured.map((sample) => sample.pan.maxMs))),
		'',
	]
		.join(' | ')
		.trim();
}

/** docs/benchmarks-map.md: the run's figures, and how they were taken. */
export function mapBenchPage(run: MapBenchRun): string {
	return [
		'# Benchmark: a map of 1,000 markers',
		'',
		`Written by \`npm run bench\` (\`tools/bench-map\`); run it again rather than editing this page. The other figures are in [benchmarks.md](benchmarks.md).`,
		'',
		`**The run:** ${run.date.slice(0, 10)}, Chromium ${run.chromium}, the machine's 1-minute load average ${run.loadAverage.toFixed(2)} at the end (on 2 cores: read the figures beside it).`,
		'',
		`One Map block with ${run.markers.toLocaleString('en')} markers on a grid, saved by the editor, opened in the built playground's editor and on the visitor's preview page, one unmeasured load of each first, then alternating. _First markers painted_: from navigation to the animation frame that paints the first marker or cluster. _Pan frames_: the frame intervals while the map is dragged across; a 60 Hz display gives 16.7 ms when no frame is dropped. The markers are clustered (supercluster), so a frame draws the clusters in view, not 1,000 icons.`,
		'',
		'| where | loads measured | first markers painted (median) | pan frame (median) | pan frame (p95) | longest pan frame |',
		'| --- | --- | --- | --- | --- | --- |',
		row('the editor', run.editor),
		row('the visitor’s preview', run.visitor),
		'',
	].join('\n');
}
