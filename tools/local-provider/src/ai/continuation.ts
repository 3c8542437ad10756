import { STOP_WORDS } from './summary';

/** The fewest letters of a word a continuation may be about. */
const MIN_LETTERS = 4;

/**
 * The words a continuation may be about, in lower case and in the order they
 * appear: words of letters of any script, of at least {@link MIN_LETTERS}
 * letters, that are not stop words. Combining marks (accents, vowel signs)
 * belong to a word but are not counted as letters; a word with a digit or an
 * apostrophe (`mp3`, `wouldn't`) is left out.
 */
function topicWords(text: string): string[] {
	return (text.toLowerCase().match(/[\p{L}\p{M}\p{N}'’]+/gu) ?? []).filter(
		(word) =>
			/^[\p{L}\p{M}]+$/u.test(word) &&
			(word.match(/\p{L}/gu) ?? []).length >= MIN_LETTERS &&
			!STOP_WORDS.has(word)
	);
}

/**
 * The offline engine's continuation of a paragraph: a sentence on its two
 * most frequent topic words (lower case; on a tie, the first to appear comes
 * first), "There is more to say about X and Y."; with one such word, "There
 * is more to say about X."; with none, "There is more to say." It has no
 * leading space: the editor puts the spacing in.
 *
 * @example
 * continuationOf('Bees make honey. Bees visit flowers and honey is sweet.');
 * // 'There is more to say about bees and honey.'
 */
export function continuationOf(text: string): string {
	const frequency = new Map<string, number>();
	for (const word of topicWords(text)) {
		frequency.set(word, (frequency.get(word) ?? 0) + 1);
	}
	// A Map keeps first-use order, and the sort is stable: ties stay in that order.
	const top = [...frequency.entries()]
		.sort((a, b) => b[1] - a[1])
		.slice(0, 2)
		.map(([word]) => word);
	return top.length === 0 ? 'There is more to say.' : `There is more to say about ${top.join(' and ')}.`;
}
