const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** True when every word of `query` starts a word of `text` (accents, case and punctuation ignored). */
export function matches(text: string, query: string): boolean {
	const words = fold(text).split(/[^\p{L}\p{N}]+/u);
	return fold(query)
		.split(/[^\p{L}\p{N}]+/u)
		.filter(Boolean)
		.every((part) => words.some((word) => word.startsWith(part)));
}
