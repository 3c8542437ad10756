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

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Longer words are not corrected: they are not typos of a dictionary word, and cost the most. */
const MAX_WORD_LENGTH = 30;

/** Every string one edit away from `word`: a letter removed, two swapped, one replaced, one added. */
function oneEditAway(word: string): Set<string> {
	const edits = new Set<string>();
	for (let index = 0; index <= word.length; index++) {
		const before = word.slice(0, index);
		if (index < word.length) {
			edits.add(before + word.slice(index + 1));
		}
		if (index < word.length - 1) {
			edits.add(before + word.charAt(index + 1) + word.charAt(index) + word.slice(index + 2));
		}
		for (const letter of LETTERS) {
			if (index < word.length) {
				edits.add(before + letter + word.slice(index + 1));
			}
			edits.add(before + letter + word.slice(index));
		}
	}
	return edits;
}

/**
 * The best correction of a misspelled word, or the word itself: the
 * dictionary words one edit away, the closest by {@link typoDistance} (then
 * alphabetically). Hunspell's own `suggest` also tries two edits, which takes
 * seconds for a word with no near neighbour and would hold up the server; a
 * word this way costs a few hundred dictionary look-ups, about a millisecond.
 */
export function correctWord(word: string): string {
	const spell = english();
	if (spell.correct(word) || word.length > MAX_WORD_LENGTH) {
		return word;
	}
	let best: { word: string; distance: number } | undefined;
	for (const candidate of oneEditAway(word.toLowerCase())) {
		if (!spell.correct(candidate)) {
			continue;
		}
		const distance = typoDistance(word, candidate);
		if (
			distance <= MAX_DISTANCE &&
			(best === undefined ||
				distance < best.distance ||
				(distance === best.distance && candidate < best.word))
		) {
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
