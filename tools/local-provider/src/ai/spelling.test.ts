import { describe, expect, it } from 'vitest';

import { typoDistance } from './edit-distance';
import { correctSpelling, correctWord, looksEnglish } from './spelling';

describe('typoDistance', () => {
	it('weighs swaps and doubled letters lightly', () => {
		expect(typoDistance('teh', 'the')).toBeLessThan(typoDistance('teh', 'ten'));
		expect(typoDistance('lazzy', 'lazy')).toBeLessThan(typoDistance('lazzy', 'jazzy'));
		expect(typoDistance('jumpd', 'jumped')).toBeLessThan(typoDistance('jumpd', 'jumps'));
		expect(typoDistance('same', 'SAME')).toBe(0);
	});
});

describe('correctSpelling', () => {
	it('corrects a misspelled sentence with the English dictionary', () => {
		expect(correctSpelling('Teh quick brown fox jumpd over the lazzy dog becuase it was wierd.')).toBe(
			'The quick brown fox jumped over the lazy dog because it was weird.'
		);
	});

	it('corrects the first word of a markdown heading, list item or quote', () => {
		expect(correctSpelling('## Teh heading\n- Teh item\n> Teh quote')).toBe(
			'## The heading\n- The item\n> The quote'
		);
	});

	it('keeps correct words, names and punctuation', () => {
		expect(correctSpelling("Don't change Blockyard or WordPress, please.")).toBe(
			"Don't change Blockyard or WordPress, please."
		);
		expect(correctWord('recieve')).toBe('receive');
		expect(correctWord('DEFINATELY')).toBe('DEFINITELY');
	});
});

describe('looksEnglish', () => {
	it('needs at least half of the words in the dictionary', () => {
		expect(looksEnglish('Teh cat sat on teh mat.')).toBe(true);
		expect(looksEnglish('')).toBe(true);
		expect(looksEnglish('Le chat est sur la table et le chien dort dans le jardin.')).toBe(false);
		expect(looksEnglish('Les élèves étaient très fatigués après l’examen.')).toBe(false);
	});

	it('takes accented words whole (not `na` + `ve`), in correctSpelling too', () => {
		expect(correctSpelling('A naïve idea.')).toBe('A naive idea.');
	});
});
