/** The terms a stock source's first search picks from, one at random. */
export const INITIAL_SEARCH_TERMS = [
	'mountain',
	'ocean',
	'river',
	'clouds',
	'pattern',
	'abstract',
	'sky',
] as const;

/** A term of {@link INITIAL_SEARCH_TERMS}; `random` is `Math.random` unless a test gives its own. */
export function randomSearchTerm(random: () => number = Math.random): string {
	const index = Math.min(
		INITIAL_SEARCH_TERMS.length - 1,
		Math.floor(random() * INITIAL_SEARCH_TERMS.length)
	);
	return INITIAL_SEARCH_TERMS[Math.max(0, index)] as string;
}

/**
 * Whether the Search button may run a search: not for an empty box, nor for the term the list
 * already shows, nor while the picked items are being copied.
 */
export function canSearch(state: {
	readonly term: string;
	readonly lastSearched: string | undefined;
	readonly copying: boolean;
}): boolean {
	const term = state.term.trim();
	return term !== '' && term !== state.lastSearched && !state.copying;
}
