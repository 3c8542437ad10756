import { getSaveContent } from '@wordpress/blocks';
import { resetLocaleData, setLocaleData } from '@wordpress/i18n';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { registerStarRatingBlock, STAR_RATING_BLOCK_NAME } from './index';
import type { StarRatingAttributes } from './types';

const save = (attributes: Partial<StarRatingAttributes> = {}) =>
	getSaveContent(STAR_RATING_BLOCK_NAME, {
		rating: 1,
		maxRating: 5,
		align: 'left',
		outOfLabel: '%1$s out of %2$s',
		...attributes,
	});

const toDocument = (html: string) => new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');

const stars = (doc: Document) =>
	Array.from(doc.querySelectorAll('.wp-block-blockyard-star-rating__star')).map(
		(star) => star.className.split(' ')[1]
	);

beforeAll(() => {
	registerStarRatingBlock();
});

afterEach(() => {
	resetLocaleData(undefined, 'blockyard');
});

describe('saved markup', () => {
	it('shows the stars and says the rating in words', () => {
		const doc = toDocument(save({ rating: 3.5 }));
		expect(stars(doc)).toEqual(['is-full', 'is-full', 'is-full', 'is-half', 'is-empty']);
		expect(doc.querySelector('.wp-block-blockyard-star-rating__stars')?.getAttribute('aria-hidden')).toBe(
			'true'
		);
		expect(doc.body.textContent).toBe('3.5 out of 5');
	});

	it('is a schema.org Rating: value, best and worst, every property inside the item', () => {
		const doc = toDocument(save({ rating: 4, maxRating: 7 }));
		const item = doc.querySelector('[itemscope]');
		expect(item?.getAttribute('itemtype')).toBe('https://schema.org/Rating');
		const property = (name: string) =>
			item?.querySelector(`meta[itemprop="${name}"]`)?.getAttribute('content');
		expect(property('ratingValue')).toBe('4');
		expect(property('bestRating')).toBe('7');
		expect(property('worstRating')).toBe('0');
		for (const element of Array.from(doc.querySelectorAll('[itemprop]'))) {
			expect(element.closest('[itemscope]')).toBe(item);
		}
	});

	it('colours and aligns the stars; an invalid colour gives none', () => {
		const doc = toDocument(save({ color: '#FFB400', align: 'center' }));
		const block = doc.querySelector<HTMLElement>('.wp-block-blockyard-star-rating');
		expect(block?.classList.contains('has-text-align-center')).toBe(true);
		expect(block?.getAttribute('style')).toBe('color:#ffb400');
		const plain = toDocument(save({ color: 'url(x)' }));
		expect(plain.querySelector('.wp-block-blockyard-star-rating')?.getAttribute('style')).toBeNull();
	});

	it('keeps what it shows within 0 and a highest rating of 2 to 10', () => {
		const doc = toDocument(save({ rating: 12, maxRating: 40 }));
		expect(stars(doc)).toHaveLength(10);
		expect(doc.body.textContent).toBe('10 out of 10');
	});

	it('depends on nothing but the attributes: its words are the stored template', () => {
		const english = save({ rating: 2 });
		setLocaleData({ '%1$s out of %2$s': ['%1$s von %2$s'] }, 'blockyard');
		expect(save({ rating: 2 })).toBe(english);
		expect(toDocument(save({ rating: 2, outOfLabel: '%1$s von %2$s' })).body.textContent).toBe('2 von 5');
	});
});
