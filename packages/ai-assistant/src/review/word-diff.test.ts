import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { reviewedText } from './reviewed-text';
import { diffForReview, type ReviewDiff } from './word-diff';

const join = (diff: ReviewDiff, side: 'removed' | 'added') =>
	diff.parts.map((part) => (part.kind === 'same' ? part.text : part.change[side])).join('');

describe('diffForReview', () => {
	it('finds the word that changed', () => {
		const diff = diffForReview('The big dog sleeps.', 'The large dog sleeps.');
		expect(diff.changes).toEqual([{ id: 0, removed: 'big', added: 'large' }]);
		expect(diff.parts).toEqual([
			{ kind: 'same', text: 'The ' },
			{ kind: 'change', change: { id: 0, removed: 'big', added: 'large' } },
			{ kind: 'same', text: ' dog sleeps.' },
		]);
	});

	it('makes one change of neighbouring words with only a space between them', () => {
		const diff = diffForReview('The big brown dog.', 'The small grey dog.');
		expect(diff.changes).toEqual([{ id: 0, removed: 'big brown', added: 'small grey' }]);
	});

	it('finds insertions and deletions, numbered in the order they appear', () => {
		const diff = diffForReview('One two three four.', 'One three four five. Six.');
		expect(diff.changes.map(({ removed, added }) => [removed, added])).toEqual([
			['two ', ''],
			['four.', 'four five. Six.'],
		]);
		expect(diff.changes.map((change) => change.id)).toEqual([0, 1]);
	});

	it('keeps a block that did not change out of the changes of the next', () => {
		const original = 'First paragraph stays.\n\nSecond one is sad.';
		const diff = diffForReview(original, 'First paragraph stays.\n\nSecond one is glad.');
		expect(diff.changes).toEqual([{ id: 0, removed: 'sad.', added: 'glad.' }]);
	});

	it('compares each sentence of a rewritten paragraph with its own', () => {
		const diff = diffForReview(
			'It is hot. The sea is calm. We swim.',
			'It is warm. The sea is calm. They swim.'
		);
		expect(diff.changes.map(({ removed, added }) => [removed, added])).toEqual([
			['hot.', 'warm.'],
			['We', 'They'],
		]);
	});

	it('has no changes for the same text', () => {
		expect(diffForReview('Same text.\n\n- a\n- b', 'Same text.\n\n- a\n- b').changes).toEqual([]);
	});

	it('compares a rewrite of 5,000 words, the whole of it', () => {
		const words = Array.from({ length: 5000 }, (_, index) => `word${index % 97}`);
		const paragraphs = (list: string[]) =>
			Array.from(
				{ length: 50 },
				(_, index) => `${list.slice(index * 100, index * 100 + 100).join(' ')}.`
			).join('\n\n');
		const original = paragraphs(words);
		const suggestion = paragraphs(words.map((word, index) => (index % 3 === 0 ? `new${index}` : word)));
		const diff = diffForReview(original, suggestion);
		expect(join(diff, 'removed')).toBe(original);
		expect(join(diff, 'added')).toBe(suggestion);
		expect(diff.changes.length).toBeGreaterThan(1000);
	});

	it('gives back the original and the suggestion exactly, whatever the texts', () => {
		const word = fc.constantFrom('a', 'b', 'the', 'dog.', '**bold**', '_it_', '-', '#', 'x!', '…', '1.');
		const space = fc.constantFrom(' ', '  ', '\n', '\n\n', '\n- ', ' \n \n', '\t');
		const text = fc.array(fc.tuple(word, space), { maxLength: 40 }).map((pairs) => pairs.flat().join(''));
		fc.assert(
			fc.property(fc.oneof(text, fc.string()), fc.oneof(text, fc.string()), (original, suggestion) => {
				const diff = diffForReview(original, suggestion);
				expect(join(diff, 'removed')).toBe(original);
				expect(join(diff, 'added')).toBe(suggestion);
				expect(reviewedText(diff, new Map(), 'accepted')).toBe(suggestion);
				expect(reviewedText(diff, new Map(), 'rejected')).toBe(original);
				// Changes are never empty, and never side by side.
				for (const [index, part] of diff.parts.entries()) {
					if (part.kind === 'change') {
						expect(part.change.removed + part.change.added).not.toBe('');
						expect(diff.parts[index + 1]?.kind).not.toBe('change');
					}
				}
			}),
			{ numRuns: 500 }
		);
	});
});

describe('reviewedText', () => {
	it('takes the suggestion’s words for the changes accepted and the original’s for those rejected', () => {
		const diff = diffForReview('The big dog. It sleeps.', 'The large dog. It naps.');
		expect(reviewedText(diff, new Map([[1, 'rejected']]), 'accepted')).toBe('The large dog. It sleeps.');
		expect(reviewedText(diff, new Map([[0, 'accepted']]), 'rejected')).toBe('The large dog. It sleeps.');
	});
});
