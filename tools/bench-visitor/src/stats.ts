// The summaries of tools/bench's stats (its medians, quartiles and ratios), so that the two
// pages read alike; a tool's own copy, as one app does not import another.
/** A sample's middle and spread: the median, the quartiles (the IQR between them) and the extremes. */
export interface Summary {
	readonly n: number;
	readonly min: number;
	readonly q1: number;
	readonly median: number;
	readonly q3: number;
	readonly max: number;
}

/** The `q` quantile (0-1) of sorted values, interpolated between the two nearest (as R's type 7 and numpy's default). */
function quantileOfSorted(sorted: readonly number[], q: number): number {
	const at = (sorted.length - 1) * q;
	const below = Math.floor(at);
	const low = sorted[below] ?? Number.NaN;
	const high = sorted[Math.min(below + 1, sorted.length - 1)] ?? low;
	return low + (high - low) * (at - below);
}

const sortedCopy = (values: readonly number[]): number[] => {
	if (values.length === 0) {
		throw new Error('A summary needs at least one value.');
	}
	if (values.some((value) => !Number.isFinite(value))) {
		throw new Error('A summary takes finite numbers only.');
	}
	return [...values].sort((a, b) => a - b);
};

/** The `q` quantile (0-1) of the values. */
export function quantile(values: readonly number[], q: number): number {
	return quantileOfSorted(sortedCopy(values), q);
}

/** The median of the values (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
	return quantile(values, 0.5);
}

/** The values' median, quartiles and extremes. */
export function summarize(values: readonly number[]): Summary {
	const sorted = sortedCopy(values);
	return {
		n: sorted.length,
		min: sorted[0] ?? Number.NaN,
		q1: quantileOfSorted(sorted, 0.25),
		median: quantileOfSorted(sorted, 0.5),
		q3: quantileOfSorted(sorted, 0.75),
		max: sorted.at(-1) ?? Number.NaN,
	};
}

/** How many times the baseline's median the measured median is: 1.05 is 5 % more. */
export function ratio(measured: Summary, baseline: Summary): number {
	if (baseline.median <= 0) {
		throw new Error('A ratio needs a baseline median above zero.');
	}
	return measured.median / baseline.median;
}
