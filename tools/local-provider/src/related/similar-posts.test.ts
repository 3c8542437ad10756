import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import {
	MIN_WORD_LENGTH,
	STOP_WORDS,
	significantWords,
	similarPosts,
	type SimilarityCandidate,
} from './similar-posts';

const post = (
	id: number,
	title: string,
	content = '',
	created_at = `2026-01-${String(id).padStart(2, '0')}T00:00:00Z`
) => ({ id, title, content, created_at }) satisfies SimilarityCandidate;

describe('significantWords', () => {
	it('reads words of the title and the text, not of the markup', () => {
		const words = significantWords(
			'Sourdough Bread',
			'<!-- wp:paragraph {"className":"starter"} --><p class="hydration">A <strong>rye</strong> starter&nbsp;needs flour.</p><!-- /wp:paragraph -->'
		);
		expect([...words].sort()).toEqual(['bread', 'flour', 'needs', 'rye', 'sourdough', 'starter']);
	});

	it('leaves out common words, short words and bare numbers, and folds case and width', () => {
		expect([...significantWords('The ABOUT of it: 2026 and ＢＲＥＡＤ', 'an to')]).toEqual(['bread']);
	});

	it('keeps words in any script', () => {
		expect([...significantWords('Grüße', 'Hafer — овсянка, 燕麦粥')].sort()).toEqual([
			'grüße',
			'hafer',
			'овсянка',
			'燕麦粥',
		]);
	});
});

describe('similarPosts', () => {
	const current = post(1, 'Baking sourdough bread', '<p>Feed the starter, then knead the dough.</p>');

	it('ranks by the number of shared words and leaves out posts sharing none', () => {
		const candidates = [
			post(2, 'Knitting socks', '<p>Wool and needles.</p>'),
			post(3, 'Bread at home', '<p>Knead it well.</p>'),
			post(4, 'Sourdough starter care', '<p>Feed your starter; bake bread; knead dough.</p>'),
		];
		expect(similarPosts(current, candidates, 6).map(({ id }) => id)).toEqual([4, 3]);
	});

	it('never lists the post itself', () => {
		expect(similarPosts(current, [current, post(5, 'Sourdough')], 6).map(({ id }) => id)).toEqual([5]);
	});

	it('breaks ties by date, newest first, then by id, the same way every time', () => {
		const candidates = [
			post(7, 'Bread', '', '2026-02-01T00:00:00Z'),
			post(8, 'Bread', '', '2026-03-01T00:00:00Z'),
			post(6, 'Bread', '', '2026-03-01T00:00:00Z'),
		];
		expect(similarPosts(current, candidates, 6).map(({ id }) => id)).toEqual([8, 6, 7]);
		expect(similarPosts(current, [...candidates].reverse(), 6).map(({ id }) => id)).toEqual([8, 6, 7]);
	});

	it('gives at most `limit` posts, and none for a post without words', () => {
		const many = Array.from({ length: 9 }, (_, index) => post(10 + index, 'Bread'));
		expect(similarPosts(current, many, 6)).toHaveLength(6);
		expect(similarPosts(post(30, 'The', ''), many, 6)).toEqual([]);
	});
});

describe('the plugin’s PHP', () => {
	it('leaves out the same common words and counts the same word length', () => {
		const php = readFileSync(
			join(
				import.meta.dirname,
				'../../../../packages/wordpress-plugin/plugin/includes/related-posts.php'
			),
			'utf8'
		);
		const list = /explode\(\s*' ',\s*((?:'[^']*'\s*\.?\s*)+)\)/.exec(php)?.[1] ?? '';
		const words = [...list.matchAll(/'([^']*)'/g)]
			.map((match) => match[1])
			.join('')
			.split(' ');
		expect(words).toEqual([...STOP_WORDS]);
		expect(php).toContain(`'/^.{${MIN_WORD_LENGTH},}$/u'`);
	});
});
