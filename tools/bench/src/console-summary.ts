// The lines the bench prints at the end of a run, beside the report it writes (report.ts).
import { formatCount, formatKiB, formatMs, formatRatio } from './format';
import { downloadTotal, medianWithSpread } from './report';
import { ghostTextComparison, type Comparison, type MeasuredResults } from './results';

/** What the bench prints at the end: one line per goal of the scenarios it ran and the sizes that matter most. */
export function consoleSummary(results: MeasuredResults): string[] {
	const { editor, inserter, bigPost, packageLoads, aiStream, ghostText, markdownPreview, sizes } = results;
	const line = (
		name: string,
		comparison: Comparison,
		[baseline, measured]: readonly [string, string] = ['core alone', 'every package']
	) =>
		`${name}: ${baseline} ${medianWithSpread(comparison.core)}, ${measured} ${medianWithSpread(comparison.all)}, ` +
		`${formatRatio(comparison.ratio)}, goal ≤ ×${comparison.goal.toFixed(2)}: ${comparison.pass ? 'pass' : 'MISSED'}`;
	const lines: string[] = [];
	if (editor) {
		lines.push(line('editor load', editor.load), line('typing per keystroke', editor.typing));
	}
	if (inserter) {
		lines.push(
			line(
				`inserter INP ("${inserter.search}", ${inserter.hovers} hovers, one insertion)`,
				inserter.inp
			)
		);
	}
	if (bigPost) {
		lines.push(
			line(`${bigPost.blocks}-block post, load`, bigPost.load),
			line(`${bigPost.blocks}-block post, typing per keystroke`, bigPost.typing)
		);
	}
	if (packageLoads) {
		lines.push(
			`each package alone, editor load against core alone ${medianWithSpread(packageLoads.core)} (${packageLoads.samples} samples): ` +
				packageLoads.packages
					.map((load) => `${load.name} ${formatRatio(load.ratio)}${load.pass ? '' : ' MISSED'}`)
					.join(', ') +
				` (goal ≤ ×${(packageLoads.packages[0]?.goal ?? 0).toFixed(2)} each)`
		);
	}
	if (aiStream) {
		lines.push(
			`AI stream of ${formatCount(aiStream.tokens)} tokens: longest task ${
				aiStream.longestTaskMs === null ? 'under 50 ms' : formatMs(aiStream.longestTaskMs)
			}, goal < ${aiStream.goalMs} ms: ${aiStream.pass ? 'pass' : 'MISSED'}`
		);
	}
	if (ghostText) {
		lines.push(
			`${line('typing with ghost text on / off, per keystroke', ghostTextComparison(ghostText), [
				'flag off',
				'flag on',
			])} (a continuation shown at ${formatCount(ghostText.offers)} of ${formatCount(results.samples * ghostText.pauses)} pauses)`
		);
	}
	if (sizes) {
		const { wpScripts, rolldownGzipBytes } = sizes.businessHours;
		lines.push(
			`registering every block of the suite: ${formatKiB(sizes.suiteRegistrationGzipBytes)}; the editor page downloads ` +
				`${formatKiB(downloadTotal(sizes.download.core))} with the core blocks alone, ` +
				`${formatKiB(downloadTotal(sizes.download.all))} with every package`,
			`Business Hours alone: ${formatKiB(rolldownGzipBytes)} (size-check, Rolldown); ${
				'missing' in wpScripts
					? `the @wordpress/scripts plugin not built (${wpScripts.missing})`
					: `${formatKiB(wpScripts.gzipBytes)} (@wordpress/scripts ${wpScripts.version}, the plugin's build/index.js)`
			}`
		);
	}
	if (markdownPreview) {
		lines.push(
			`Markdown preview of ${formatCount(markdownPreview.chars)} characters: ${formatMs(markdownPreview.medianPreviewMs)} (median), longest task ${
				markdownPreview.longestTaskMs === null
					? 'under 50 ms'
					: formatMs(markdownPreview.longestTaskMs)
			}, goal ≤ ${formatMs(markdownPreview.goalMs)}: ${markdownPreview.pass ? 'pass' : 'MISSED'}`
		);
	}
	return lines;
}
