// The summary of a benchmark's timings that the packages' own benches (the gallery's layout,
// the AI review) report: plain JavaScript, so a package's bench takes it without depending on
// another package.

/**
 * The median, the 95th percentile (nearest rank) and the slowest of some timings, in
 * milliseconds; NaN for each when there are none.
 *
 * @param {readonly number[]} samples
 * @returns {{ medianMs: number, p95Ms: number, slowestMs: number }}
 */
export function summarize(samples) {
	const sorted = [...samples].sort((a, b) => a - b);
	if (sorted.length === 0) {
		return { medianMs: Number.NaN, p95Ms: Number.NaN, slowestMs: Number.NaN };
	}
	const middle = Math.floor(sorted.length / 2);
	const medianMs = sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
	const p95Ms = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)];
	return { medianMs, p95Ms, slowestMs: sorted[sorted.length - 1] };
}
