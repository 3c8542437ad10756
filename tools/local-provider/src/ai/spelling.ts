import dictionary from 'dictionary-en';
import nspell from 'nspell';

import { typoDistance } from './edit-distance';

type Speller = ReturnType<typeof nspell>;

let speller: Speller | undefined;

const asBuffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The Hunspell en-US dictionary, loaded on first use (~0.3 s) and kept. */
function english(): Speller {
	speller ??= nspell({ aff: asBuffer(dictionary.aff), dic: asBuffer(dictionary.dic) });
	return speller;
}

/** Suggestions further than this from the typed word are not taken. */
const MAX_DISTANCE = 2;

function matchCase(typed: string, word: string): string {
	if (typed === typed.toUpperCase() && typed.length > 1) {
		return word.toUpperCase();
	}
	const first = typed.charAt(0);
	return first === first.toUpperCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/** The best correction of a misspelled word, or the word itself. */
export function correctWord(word: string): string {
	const spell = english();
	if (spell.correct(word)) {
		return word;
	}
	let best: { word: string; distance: number } | undefined;
	for (const candidate of spell.suggest(word)) {
		const distance = typoDistance(word, candidate);
		if (distance <= MAX_DISTANCE && (best === undefined || distance < best.distance)) {
			best = { word: candidate, distance };
		}
	}
	return best ? matchCase(word, best.word) : word;
}

/** A word in any script (accented letters included, so `très` is one word, not `tr` + `s`). */
const WORD = /\p{L}+(?:['’]\p{L}+)?/gu;

/**
 * Whether at least half of the text's words are in the en-US dictionary (a
 * text without words counts as English). Correcting a French text with an
 * English dictionary would only turn its words into English ones.
 */
export function looksEnglish(text: string): boolean {
	const words = text.match(WORD) ?? [];
	const spell = english();
	const known = words.filter((word) => spell.correct(word)).length;
	return known * 2 >= words.length;
}

/**
 * The text with its misspelled words replaced by the dictionary's closest
 * suggestion. Capitalised words inside a sentence are taken as names and kept.
 *
 * @example
 * correctSpelling('Teh cat'); // 'The cat'
 */
export function correctSpelling(text: string): string {
	return text.replace(WORD, (word, offset: number) => {
		const before = text.slice(0, offset).trimEnd();
		// A sentence starts after an end mark, and after a markdown heading, list or quote marker.
		const sentenceStart =
			before === '' || /[.!?:\n]$/.test(before) || /(?:^|\n)\s*(?:#{1,6}|[-*+>]|\d+[.)])$/.test(before);
		const looksLikeName = !sentenceStart && /^\p{Lu}/u.test(word);
		return looksLikeName ? word : correctWord(word);
	});
}
