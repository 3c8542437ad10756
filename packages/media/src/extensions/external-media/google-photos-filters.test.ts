import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
	addableFilters,
	addFilter,
	DATE_RANGES,
	dateRange,
	FILTER_KINDS,
	filterParts,
	GOOGLE_PHOTOS_CATEGORIES,
	type DateFilter,
	type FilterKind,
	type GooglePhotosFilters,
	isValidMonthFilter,
	removeFilter,
	setFilter,
} from './google-photos-filters';

const NOW = new Date(2026, 10, 26); // 26 November 2026, local time

describe('Google Photos filters', () => {
	it('adds each filter with its first value, once, and removes it', () => {
		let filters: GooglePhotosFilters = {};
		expect(addableFilters(filters)).toEqual(['category', 'date', 'favorite', 'mediaType']);
		filters = addFilter(filters, 'category');
		filters = addFilter(filters, 'date');
		expect(filters).toEqual({ category: 'animals', date: { range: 'any' } });
		expect(addableFilters(filters)).toEqual(['favorite', 'mediaType']);
		expect(addFilter(filters, 'category')).toBe(filters);
		expect(removeFilter(filters, 'category')).toEqual({ date: { range: 'any' } });
	});

	it('drops the category when the type becomes Videos, and a Videos type when a category is chosen', () => {
		const withCategory = setFilter({}, 'category', 'food');
		expect(setFilter(withCategory, 'mediaType', 'video')).toEqual({ mediaType: 'video' });
		expect(setFilter(withCategory, 'mediaType', 'photo')).toEqual({
			category: 'food',
			mediaType: 'photo',
		});
		const videos = setFilter({}, 'mediaType', 'video');
		expect(setFilter(videos, 'category', 'pets')).toEqual({ category: 'pets' });
		expect(addFilter(videos, 'category')).toEqual({ category: 'animals' });
	});

	it('makes the list call’s filter parts', () => {
		expect(filterParts({}, NOW)).toEqual([]);
		expect(filterParts({ mediaType: 'all', date: { range: 'any' } }, NOW)).toEqual([]);
		expect(
			filterParts(
				{ mediaType: 'photo', category: 'food', favorite: true, date: { range: 'last7Days' } },
				NOW
			)
		).toEqual([
			'mediaType:photo',
			'categoryInclude:food',
			'feature:favorite',
			'dateRange:2026-11-19:0000-00-00',
		]);
		expect(filterParts({ mediaType: 'video' }, NOW)).toEqual(['mediaType:video']);
	});

	it('turns each date range into start:end, 0000-00-00 for an open end', () => {
		expect(dateRange({ range: 'any' }, NOW)).toBeUndefined();
		expect(dateRange({ range: 'last30Days' }, NOW)).toBe('2026-10-27:0000-00-00');
		expect(dateRange({ range: 'last6Months' }, NOW)).toBe('2026-05-26:0000-00-00');
		expect(dateRange({ range: 'last12Months' }, NOW)).toBe('2025-11-26:0000-00-00');
		expect(dateRange({ range: 'month', year: 2024, month: 2 }, NOW)).toBe('2024-02-01:2024-02-29');
		expect(dateRange({ range: 'month', year: 1970, month: 12 }, NOW)).toBe('1970-12-01:1970-12-31');
		expect(dateRange({ range: 'month', year: 2023 }, NOW)).toBe('2023-01-01:2023-12-31');
	});

	it('takes a month of 1970 up to this year only', () => {
		expect(isValidMonthFilter({ year: 1969, month: 12 }, NOW)).toBe(false);
		expect(isValidMonthFilter({ year: 1970, month: 1 }, NOW)).toBe(true);
		expect(isValidMonthFilter({ year: 2027 }, NOW)).toBe(false);
		expect(isValidMonthFilter({ year: 2026, month: 13 }, NOW)).toBe(false);
		expect(dateRange({ range: 'month', year: 1969, month: 5 }, NOW)).toBeUndefined();
	});
});

const dateFilter: fc.Arbitrary<DateFilter> = fc.oneof(
	fc
		.constantFrom(...DATE_RANGES.filter((range) => range !== 'month'))
		.map((range) => ({ range }) as DateFilter),
	fc.record(
		{
			range: fc.constant('month' as const),
			year: fc.integer({ min: 1900, max: 2100 }),
			month: fc.integer({ min: 0, max: 13 }),
		},
		{ requiredKeys: ['range', 'year'] }
	)
);

type Step =
	| { readonly op: 'add' | 'remove'; readonly kind: FilterKind }
	| { readonly op: 'set'; readonly kind: 'category'; readonly value: GooglePhotosFilters['category'] }
	| { readonly op: 'set'; readonly kind: 'mediaType'; readonly value: 'all' | 'photo' | 'video' }
	| { readonly op: 'set'; readonly kind: 'date'; readonly value: DateFilter };

const step: fc.Arbitrary<Step> = fc.oneof(
	fc.record({
		op: fc.constantFrom('add' as const, 'remove' as const),
		kind: fc.constantFrom(...FILTER_KINDS),
	}),
	fc.record({
		op: fc.constant('set' as const),
		kind: fc.constant('category' as const),
		value: fc.constantFrom(...GOOGLE_PHOTOS_CATEGORIES),
	}),
	fc.record({
		op: fc.constant('set' as const),
		kind: fc.constant('mediaType' as const),
		value: fc.constantFrom('all' as const, 'photo' as const, 'video' as const),
	}),
	fc.record({ op: fc.constant('set' as const), kind: fc.constant('date' as const), value: dateFilter })
);

function apply(filters: GooglePhotosFilters, change: Step): GooglePhotosFilters {
	switch (change.op) {
		case 'add':
			return addFilter(filters, change.kind);
		case 'remove':
			return removeFilter(filters, change.kind);
		case 'set':
			return change.kind === 'date'
				? setFilter(filters, 'date', change.value)
				: change.kind === 'category'
					? setFilter(filters, 'category', change.value ?? 'animals')
					: setFilter(filters, 'mediaType', change.value);
	}
}

describe('Google Photos filters, any sequence of changes', () => {
	it('never throws, never holds a category with the Videos type, and makes well-formed parts', () => {
		fc.assert(
			fc.property(
				fc.array(step, { maxLength: 30 }),
				fc.date({ min: new Date(1971, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }),
				(steps, now) => {
					let filters: GooglePhotosFilters = {};
					for (const change of steps) {
						filters = apply(filters, change);
						expect(filters.category !== undefined && filters.mediaType === 'video').toBe(false);
					}
					const parts = filterParts(filters, now);
					for (const part of parts) {
						expect(part).toMatch(
							/^(mediaType:(photo|video)|categoryInclude:[a-z]+|feature:favorite|dateRange:\d{4}-\d{2}-\d{2}:\d{4}-\d{2}-\d{2})$/
						);
					}
					expect(
						parts.some((part) => part.startsWith('categoryInclude:')) &&
							parts.includes('mediaType:video')
					).toBe(false);
					const range = parts.find((part) => part.startsWith('dateRange:'));
					if (range) {
						const [, start, end] = range.split(':');
						expect(start! >= '1970-01-01').toBe(true);
						expect(end === '0000-00-00' || start! <= end!).toBe(true);
					}
				}
			)
		);
	});
});
