// Column widths as the saved markup keeps them: percentages of the row rounded to 5 decimals
// that add up to exactly 100.

/** Hundred-thousandths of a percent in a whole row: widths are whole numbers of these. */
const ROW_UNITS = 10_000_000;
const UNITS_PER_PERCENT = 100_000;

function sum(values: readonly number[]): number {
	let total = 0;
	for (const value of values) {
		total += value;
	}
	return total;
}

/**
 * Percentages of the row in proportion to `shares` (positive numbers), each rounded to 5
 * decimals, the rounding remainder put on the last column so that the row sums to exactly 100.
 * Every width stays above 0. If a share is not a positive finite number, all count as equal.
 */
export function percentages(shares: readonly number[]): number[] {
	const count = shares.length;
	if (count === 0) {
		return [];
	}
	let weights = shares.every((share) => Number.isFinite(share) && share > 0) ? shares : shares.map(() => 1);
	let total = sum(weights);
	if (!Number.isFinite(total)) {
		weights = shares.map(() => 1);
		total = count;
	}
	const units = weights.map((weight) => Math.max(1, Math.round((weight / total) * ROW_UNITS)));
	units[count - 1] = ROW_UNITS - sum(units.slice(0, -1));
	// Only when the last share is next to nothing: take what it lacks from the widest column.
	const lacking = 1 - (units[count - 1] ?? 1);
	if (lacking > 0) {
		const widest = units.indexOf(Math.max(...units));
		units[widest] = (units[widest] ?? 0) - lacking;
		units[count - 1] = 1;
	}
	return units.map((unit) => unit / UNITS_PER_PERCENT);
}

/** `count` equal percentages (the last takes the rounding remainder, e.g. 33.33333 ×2 and 33.33334). */
export function equalPercentages(count: number): number[] {
	return percentages(Array.from({ length: count }, () => 1));
}
