/**
 * The order of the pages in round `round` (0-based) of `count` pages: the list turned by one place
 * each round, so that over `count` rounds each page is loaded once at each place. A page loaded
 * early in a round was measured slower than the same page later in it on the machine the bench
 * was written on; turning the order spreads that over every page instead of one.
 *
 * @example
 * roundOrder(3, 1); // [1, 2, 0]
 */
export function roundOrder(count: number, round: number): number[] {
	const shift = ((round % count) + count) % count;
	return Array.from({ length: count }, (_, index) => (index + shift) % count);
}
