import { sentencesOf, summarize } from './summary';

const SMALL_WORDS = new Set([
	'a',
	'an',
	'and',
	'as',
	'at',
	'but',
	'by',
	'for',
	'in',
	'of',
	'on',
	'or',
	'the',
	'to',
	'with',
]);
const MAX_WORDS = 10;

/**
 * A title from a text: its most representative sentence (the extractive
 * summary of one), at most ten words, in title case, without end punctuation.
 *
 * @example
 * titleFrom('Bees make honey in hives. It rained.'); // 'Bees Make Honey in Hives'
 */
export function titleFrom(text: string): string {
	const sentence = sentencesOf(text).length > 0 ? summarize(text, 1) : '';
	const words = sentence
		.replace(/[.!?"')\]]+$/, '')
		.split(/\s+/)
		.filter(Boolean)
		.slice(0, MAX_WORDS);
	if (words.length === 0) {
		return 'Untitled';
	}
	return words
		.map((word, index) =>
			index > 0 && SMALL_WORDS.has(word.toLowerCase())
				? word.toLowerCase()
				: word.charAt(0).toUpperCase() + word.slice(1)
		)
		.join(' ');
}
