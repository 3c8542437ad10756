/** What the frames of one pan tell: their number and how long they took. */
export interface FrameStats {
	readonly frames: number;
	readonly medianMs: number;
	readonly p95Ms: number;
	readonly maxMs: number;
}

const quantile = (sorted: readonly number[], q: number): number => {
	if (sorted.length === 0) {
		return Number.NaN;
	}
	const position = (sorted.length - 1) * q;
	const below = Math.floor(position);
	const above = Math.ceil(position);
	const low = sorted[below] ?? Number.NaN;
	const high = sorted[above] ?? low;
	return low + (high - low) * (position - below);
};

/** The durations between successive animation frames (their `requestAnimationFrame` times). */
export function frameStats(timestamps: readonly number[]): FrameStats {
	const durations = timestamps
		.slice(1)
		.map((time, index) => time - (timestamps[index] ?? time))
		.sort((a, b) => a - b);
	return {
		frames: durations.length,
		medianMs: quantile(durations, 0.5),
		p95Ms: quantile(durations, 0.95),
		maxMs: durations.at(-1) ?? Number.NaN,
	};
}

/** The median of `values` (NaN when there are none). */
export const median = (values: readonly number[]): number =>
	quantile(
		[...values].sort((a, b) => a - b),
		0.5
	);
