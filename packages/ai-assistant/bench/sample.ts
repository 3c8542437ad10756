// The texts the review benchmark compares. Pure.

/** How many words the original text has. */
export const REVIEW_WORDS = 5000;

const WORDS = (
	'the garden needs water every morning before the sun gets too hot and the soil dries out ' +
	'our neighbours planted tomatoes beans and sunflowers along the fence last spring while ' +
	'children watched the bees move from flower to flower carrying pollen back to their hive'
).split(' ');
const REPLACEMENTS = ['lovely', 'bright', 'quiet', 'little', 'early', 'warm', 'gentle', 'busy'];

/** A sentence of 10 words from `start` of the word list, with its first word capitalised. */
function sentence(index: number, change: (word: string, position: number) => string): string {
	const words = Array.from({ length: 10 }, (_, offset) => {
		const position = index * 10 + offset;
		return change(WORDS[(index * 7 + offset) % WORDS.length] ?? 'word', position);
	});
	const text = words.join(' ');
	return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/**
 * A text of `words` words as markdown (paragraphs of ten sentences, some words bold, italic or
 * a link) and a rewrite of it as a model's change of tone gives one: the same paragraphs, in
 * which every third word is another, every seventh sentence is left out and every eleventh is
 * followed by a new one. The same on every run.
 */
export function reviewSample(words = REVIEW_WORDS): { original: string; suggestion: string } {
	const format = (word: string, position: number) => {
		if (position % 53 === 0) {
			return `**${word}**`;
		}
		if (position % 61 === 0) {
			return `_${word}_`;
		}
		return position % 89 === 0 ? `[${word}](https://example.com/${String(position)})` : word;
	};
	const rewrite = (word: string, position: number) =>
		format(position % 3 === 1 ? (REPLACEMENTS[position % REPLACEMENTS.length] ?? word) : word, position);
	const original: string[] = [];
	const suggestion: string[] = [];
	for (let paragraph = 0; paragraph * 100 < words; paragraph += 1) {
		const before: string[] = [];
		const after: string[] = [];
		for (let index = paragraph * 10; index < paragraph * 10 + 10 && index * 10 < words; index += 1) {
			before.push(sentence(index, format));
			if (index % 7 !== 3) {
				after.push(sentence(index, rewrite));
			}
			if (index % 11 === 5) {
				after.push(sentence(index + 1000, format));
			}
		}
		original.push(before.join(' '));
		suggestion.push(after.join(' '));
	}
	return { original: original.join('\n\n'), suggestion: suggestion.join('\n\n') };
}
