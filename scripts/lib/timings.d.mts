/** A benchmark's timings summed up, in milliseconds. */
export interface Timings {
	readonly medianMs: number;
	readonly p95Ms: number;
	readonly slowestMs: number;
}
/** The median, the 95th percentile (nearest rank) and the slowest of some timings; NaN for each when there are none. */
export declare function summarize(samples: readonly number[]): Timings;
