import { describe, expect, it } from 'vitest';

import { termsChoice, withIds } from './terms-choice';

const garden = { id: 3, name: 'Garden', slug: 'garden' };
const news = { id: 4, name: 'News', slug: 'news' };

describe('termsChoice', () => {
	it('offers the suggested tags and categories the post lacks', () => {
		expect(
			termsChoice({ tags: ['bees', 'honey'], categories: ['Garden', 'News'] }, [garden, news], {
				tagNames: ['Bees'],
				categoryIds: [4],
			})
		).toEqual({ tags: ['honey'], categories: [garden] });
	});

	it('offers nothing when the post has everything suggested, or the site lacks a category', () => {
		expect(
			termsChoice({ tags: ['bees'], categories: ['Moon'] }, [garden], {
				tagNames: ['BEES'],
				categoryIds: [],
			})
		).toEqual({ tags: [], categories: [] });
	});
});

describe('withIds', () => {
	it('adds ids once, keeping the order they came in', () => {
		expect(withIds([5, 2], [2, 9, 9])).toEqual([5, 2, 9]);
	});
});
