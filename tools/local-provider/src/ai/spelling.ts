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

const WORD = /[A-Za-z]+(?:'[A-Za-z]+)?/g;

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
		const sentenceStart = before === '' || /[.!?:\n]$/.test(before);
		const looksLikeName = !sentenceStart && /^[A-Z]/.test(word);
		return looksLikeName ? word : correctWord(word);
	});
}
