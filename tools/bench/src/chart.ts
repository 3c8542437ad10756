import { formatKiB, formatMs, formatRatio } from './format';
import { ghostTextComparison, type BenchResults, type Comparison } from './results';

/** One bar of a panel: a value, with an optional spread (its whisker) and a stacked second part. */
export interface Bar {
	readonly label: string;
	readonly value: number;
	readonly text: string;
	readonly colour: string;
	readonly spread?: { readonly low: number; readonly high: number };
	/** A second part stacked after the first (CSS after JavaScript). */
	readonly stacked?: { readonly value: number; readonly colour: string };
}

export interface Panel {
	readonly title: string;
	readonly note: string;
	readonly noteColour: string;
	readonly bars: readonly Bar[];
	/** A dashed line across the bars at this value (a goal). */
	readonly line?: number;
}

const CORE = '#8c8f94';
const BLOCKYARD = '#3858e9';
const LIGHT = '#9ab0ff';
const PASS = '#008a20';
const MISS = '#d63638';

const PANEL_WIDTH = 440;
const LABEL_WIDTH = 120;
const BAR_AREA = 200;
const BAR_HEIGHT = 18;
const ROW = 28;
const TOP = 52;

export function escapeXml(text: string): string {
	return text
		.replaceAll('&', '&amp;')
		.replaceAll('<', '&lt;')
		.replaceAll('>', '&gt;')
		.replaceAll('"', '&quot;');
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The largest value a panel must show: bars, whiskers, stacks and its line. */
export function scaleOf(panel: Panel): number {
	const ends = panel.bars.map((bar) =>
		Math.max(bar.value + (bar.stacked?.value ?? 0), bar.spread?.high ?? 0)
	);
	return Math.max(...ends, panel.line ?? 0, Number.MIN_VALUE) * 1.1;
}

const panelHeight = (panel: Panel) => TOP + panel.bars.length * ROW + 8;

function panelSvg(panel: Panel, x: number, y: number): string {
	const scale = scaleOf(panel);
	const width = (value: number) => round((value / scale) * BAR_AREA);
	const left = x + LABEL_WIDTH;
	const parts = [
		`<text x="${x}" y="${y + 18}" font-size="15" font-weight="600">${escapeXml(panel.title)}</text>`,
		`<text x="${x}" y="${y + 37}" font-size="12" fill="${panel.noteColour}">${escapeXml(panel.note)}</text>`,
	];
	panel.bars.forEach((bar, index) => {
		const top = y + TOP + index * ROW;
		const middle = top + BAR_HEIGHT / 2;
		parts.push(
			`<text x="${x}" y="${middle + 4}" font-size="12">${escapeXml(bar.label)}</text>`,
			`<rect class="bar" data-value="${bar.value}" x="${left}" y="${top}" width="${width(bar.value)}" height="${BAR_HEIGHT}" fill="${bar.colour}"/>`
		);
		let end = width(bar.value);
		if (bar.stacked) {
			parts.push(
				`<rect class="bar" data-value="${bar.stacked.value}" x="${round(left + end)}" y="${top}" width="${width(bar.stacked.value)}" height="${BAR_HEIGHT}" fill="${bar.stacked.colour}"/>`
			);
			end += width(bar.stacked.value);
		}
		if (bar.spread) {
			const [low, high] = [left + width(bar.spread.low), left + width(bar.spread.high)].map(round);
			parts.push(
				`<path class="spread" d="M${low} ${middle}H${high}M${low} ${middle - 5}V${middle + 5}M${high} ${middle - 5}V${middle + 5}" stroke="#1e1e1e" stroke-width="1.5" fill="none"/>`
			);
			end = Math.max(end, width(bar.spread.high));
		}
		// The value's text goes after the bar, and after the panel's line when the bar stops short of it.
		const textAt = Math.max(end, panel.line === undefined ? 0 : width(panel.line));
		parts.push(
			`<text x="${round(left + textAt + 6)}" y="${middle + 4}" font-size="12">${escapeXml(bar.text)}</text>`
		);
	});
	if (panel.line !== undefined) {
		const lineX = round(left + width(panel.line));
		parts.push(
			`<path class="goal" d="M${lineX} ${y + TOP - 6}V${y + panelHeight(panel) - 4}" stroke="${MISS}" stroke-width="1.5" stroke-dasharray="4 3"/>`
		);
	}
	return parts.join('\n');
}

/** Lays panels out two to a row and returns the SVG document. */
export function panelsSvg(panels: readonly Panel[], title: string): string {
	const rows: Panel[][] = [];
	panels.forEach((panel, index) => {
		if (index % 2 === 0) {
			rows.push([]);
		}
		rows.at(-1)?.push(panel);
	});
	let y = 40;
	const parts: string[] = [];
	for (const row of rows) {
		row.forEach((panel, column) => parts.push(panelSvg(panel, 16 + column * PANEL_WIDTH, y)));
		y += Math.max(...row.map(panelHeight)) + 16;
	}
	const width = 16 + PANEL_WIDTH * 2;
	return [
		`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${y}" viewBox="0 0 ${width} ${y}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" fill="#1e1e1e">`,
		`<title>${escapeXml(title)}</title>`,
		`<rect width="${width}" height="${y}" fill="#ffffff"/>`,
		`<text x="16" y="26" font-size="17" font-weight="700">${escapeXml(title)}</text>`,
		...parts,
		'</svg>',
		'',
	].join('\n');
}

/** A panel of two bars, the baseline's and the measured, each with its name (core blocks alone and every package, unless told). */
function comparisonPanel(
	title: string,
	comparison: Comparison,
	[baseline, measured]: readonly [string, string] = ['core blocks alone', 'every package']
): Panel {
	const bar = (label: string, summary: Comparison['core'], colour: string): Bar => ({
		label,
		value: summary.median,
		text: formatMs(summary.median),
		colour,
		spread: { low: summary.q1, high: summary.q3 },
	});
	return {
		title,
		note: `${formatRatio(comparison.ratio)} · goal ≤ ×${comparison.goal.toFixed(2)} · ${comparison.pass ? 'pass' : 'missed'}`,
		noteColour: comparison.pass ? PASS : MISS,
		bars: [bar(baseline, comparison.core, CORE), bar(measured, comparison.all, BLOCKYARD)],
	};
}

/** The chart of one run: editor load, typing, the big post's, the inserter's INP, typing with ghost text on and off, the AI stream's longest tasks, the download. */
export function chartSvg(results: BenchResults): string {
	const { aiStream, sizes } = results;
	const { core, all } = sizes.download;
	const download = (label: string, value: typeof core, colour: string, light: string): Bar => ({
		label,
		value: value.jsGzipBytes / 1024,
		text: formatKiB(value.jsGzipBytes + value.cssGzipBytes),
		colour,
		stacked: { value: value.cssGzipBytes / 1024, colour: light },
	});
	const share = all.jsGzipBytes + all.cssGzipBytes - core.jsGzipBytes - core.cssGzipBytes;
	return panelsSvg(
		[
			comparisonPanel('Editor load (median, IQR)', results.editor.load),
			comparisonPanel('Typing, per keystroke (median, IQR)', results.editor.typing),
			comparisonPanel(`A post of ${results.bigPost.blocks} blocks: load`, results.bigPost.load),
			comparisonPanel(`A post of ${results.bigPost.blocks} blocks: typing`, results.bigPost.typing),
			comparisonPanel('Inserter: Interaction to Next Paint', results.inserter.inp),
			comparisonPanel('Typing with ghost text on / off', ghostTextComparison(results.ghostText), [
				'ghost text off',
				'ghost text on',
			]),
			{
				title: `AI stream of ${aiStream.tokens.toLocaleString('en-US')} tokens: longest task`,
				note: `goal < ${aiStream.goalMs} ms (dashed) · ${aiStream.pass ? 'pass' : 'missed'}`,
				noteColour: aiStream.pass ? PASS : MISS,
				line: aiStream.goalMs,
				bars: aiStream.runs.map((run, index) => {
					const longest = Math.max(0, ...run.longTasks.map((task) => task.durationMs));
					return {
						label: `run ${index + 1}`,
						value: longest,
						text: longest === 0 ? 'under 50 ms' : formatMs(longest),
						colour: longest >= aiStream.goalMs ? MISS : BLOCKYARD,
					};
				}),
			},
			{
				title: 'Editor page download (gzip; JS, then CSS)',
				note: `every package adds ${formatKiB(share)}`,
				noteColour: '#1e1e1e',
				bars: [
					download('core blocks alone', core, CORE, '#c3c4c7'),
					download('every package', all, BLOCKYARD, LIGHT),
				],
			},
		],
		`Blockyard in the editor: ${results.date.slice(0, 10)}, ${results.samples} samples of each kind`
	);
}
