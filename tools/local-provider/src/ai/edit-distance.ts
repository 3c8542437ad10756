/**
 * How far a typed word is from a suggestion, weighted for common typos: two
 * swapped letters (`teh` → `the`) or a doubled letter (`lazzy` → `lazy`) cost
 * 0.6, a missing letter 0.9, anything else 1. Case-insensitive.
 */
export function typoDistance(typed: string, candidate: string): number {
	const a = typed.toLowerCase();
	const b = candidate.toLowerCase();
	const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
		Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j * 0.9 : j === 0 ? i : 0))
	);
	const at = (i: number, j: number): number => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
	for (let i = 1; i <= a.length; i++) {
		for (let j = 1; j <= b.length; j++) {
			const same = a[i - 1] === b[j - 1];
			const doubled = i > 1 && a[i - 1] === a[i - 2];
			let best = Math.min(
				at(i - 1, j) + (doubled ? 0.6 : 1),
				at(i, j - 1) + 0.9,
				at(i - 1, j - 1) + (same ? 0 : 1)
			);
			if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
				best = Math.min(best, at(i - 2, j - 2) + 0.6);
			}
			const row = rows[i];
			if (row) {
				row[j] = best;
			}
		}
	}
	return at(a.length, b.length);
}
