import { AI_CONTINUATION_MAX_WORDS } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { continuationOf } from './continuation';

describe('continuationOf', () => {
	it('is about the two most frequent words of four letters or more, in lower case', () => {
		expect(continuationOf('Bees make honey. Bees visit flowers and honey is sweet.')).toBe(
			'There is more to say about bees and honey.'
		);
	});

	it('is about the one such word when there is only one', () => {
		expect(continuationOf('The cat sat on a big mat. Gardens.')).toBe(
			'There is more to say about gardens.'
		);
	});

	it('is about nothing in particular when there is none', () => {
		expect(continuationOf('It is what it is, and so it was.')).toBe('There is more to say.');
		expect(continuationOf('  ')).toBe('There is more to say.');
	});

	it('leaves out stop words, short words, and words with a digit or an apostrophe', () => {
		expect(
			continuationOf(
				"There they were, with their cats: wouldn't mp3s, mp3s, bee's bee's, about these. Hives."
			)
		).toBe('There is more to say about cats and hives.');
	});

	it('keeps the first to appear on a tie', () => {
		expect(continuationOf('Rivers and lakes. Lakes and rivers. Mountains, oceans.')).toBe(
			'There is more to say about rivers and lakes.'
		);
		expect(continuationOf('Oceans, mountains, forests.')).toBe(
			'There is more to say about oceans and mountains.'
		);
	});

	it('counts letters of any script, accents included', () => {
		expect(continuationOf('Café crème. Le café est noir, très noir.')).toBe(
			'There is more to say about café and noir.'
		);
		expect(continuationOf('Дом стоит у реки. Река течёт мимо, река широкая.')).toBe(
			'There is more to say about река and стоит.'
		);
		// Vowel signs are marks: they stay in the word but are not letters (दुनिया has three).
		expect(continuationOf('नमस्ते दुनिया नमस्ते')).toBe('There is more to say about नमस्ते.');
	});

	it(`is one sentence without a leading space, of at most ${AI_CONTINUATION_MAX_WORDS} words`, () => {
		const long = Array.from({ length: 200 }, (_, index) => `topic${'abcdefghij'[index % 10]}word`).join(
			' '
		);
		for (const text of [long, 'Bees make honey.', '']) {
			const continuation = continuationOf(text);
			expect(continuation).toMatch(/^\S.*\.$/);
			expect(continuation.split(/\s+/).length).toBeLessThanOrEqual(AI_CONTINUATION_MAX_WORDS);
		}
	});
});
