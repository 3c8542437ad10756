/** Words too common to say what a text is about, in lower case. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
	(
		'a an and are as at be been but by for from has have he her his i if in into is it its of on or our she so ' +
		'that the their them then there these they this to was we were what when which who will with you your ' +
		'not no do does did can could would should may might also than too very just about over after before'
	).split(' ')
);

/** The sentences of a text, in order. */
export function sentencesOf(text: string): string[] {
	return (text.replace(/\s+/g, ' ').match(/[^.!?]+[.!?]+["')\]]*|[^.!?]+$/g) ?? [])
		.map((sentence) => sentence.trim())
		.filter((sentence) => sentence !== '');
}

/** The lower-case content words of a text (stop words left out). */
export function contentWords(text: string): string[] {
	return (text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []).filter(
		(word) => word.length > 2 && !STOP_WORDS.has(word)
	);
}

/**
 * An extractive summary: the `count` sentences whose content words are the
 * most frequent in the whole text, in their original order.
 *
 * @example
 * summarize(article, 2);
 */
export function summarize(text: string, count = 2): string {
	const sentences = sentencesOf(text);
	const frequency = new Map<string, number>();
	for (const word of contentWords(text)) {
		frequency.set(word, (frequency.get(word) ?? 0) + 1);
	}
	const scored = sentences.map((sentence, index) => {
		const words = contentWords(sentence);
		const score =
			words.reduce((sum, word) => sum + (frequency.get(word) ?? 0), 0) / Math.max(words.length, 1);
		return { sentence, index, score };
	});
	return scored
		.sort((a, b) => b.score - a.score || a.index - b.index)
		.slice(0, count)
		.sort((a, b) => a.index - b.index)
		.map((entry) => entry.sentence)
		.join(' ');
}
