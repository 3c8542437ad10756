/**
 * The Google Photos filters as a value: which filters the user added and what each is set to,
 * the rules between them, and the `filter` parts of the list call they make. No React here.
 */
import {
	GOOGLE_PHOTOS_CATEGORIES,
	type GooglePhotosCategory,
	googlePhotosFilter,
} from '@blockyard/api-client';

/** The categories Google Photos can filter by. */
export { GOOGLE_PHOTOS_CATEGORIES, type GooglePhotosCategory };

/** The date ranges offered, `month` being a given month of a given year. */
export const DATE_RANGES = [
	'any',
	'last7Days',
	'last30Days',
	'last6Months',
	'last12Months',
	'month',
] as const;
export type DateRangeKind = (typeof DATE_RANGES)[number];

/** The first year the date filter takes. */
export const MIN_YEAR = 1970;

export type DateFilter =
	| { readonly range: Exclude<DateRangeKind, 'month'> }
	/** `month` 1-12; the whole year when left out. */
	| { readonly range: 'month'; readonly year: number; readonly month?: number };

export type MediaTypeFilter = 'all' | 'photo' | 'video';

/** The filters the user added (a filter left out is not shown and filters nothing). */
export interface GooglePhotosFilters {
	readonly category?: GooglePhotosCategory;
	readonly date?: DateFilter;
	readonly favorite?: true;
	readonly mediaType?: MediaTypeFilter;
}

export const FILTER_KINDS = ['category', 'date', 'favorite', 'mediaType'] as const;
export type FilterKind = (typeof FILTER_KINDS)[number];

const DEFAULTS: { readonly [K in FilterKind]-?: NonNullable<GooglePhotosFilters[K]> } = {
	category: 'animals',
	date: { range: 'any' },
	favorite: true,
	mediaType: 'all',
};

/** The filters the user may still add, in the menu's order. */
export function addableFilters(filters: GooglePhotosFilters): readonly FilterKind[] {
	return FILTER_KINDS.filter((kind) => filters[kind] === undefined);
}

/**
 * Sets filter `kind` to `value` (adding it if needed), then applies the rules between filters:
 * videos have no category, so choosing the Videos type removes the category, and choosing a
 * category removes the Videos type.
 */
export function setFilter<K extends FilterKind>(
	filters: GooglePhotosFilters,
	kind: K,
	value: NonNullable<GooglePhotosFilters[K]>
): GooglePhotosFilters {
	const next: { -readonly [P in keyof GooglePhotosFilters]: GooglePhotosFilters[P] } = {
		...filters,
		[kind]: value,
	};
	if (kind === 'mediaType' && value === 'video') {
		delete next.category;
	} else if (kind === 'category' && next.mediaType === 'video') {
		delete next.mediaType;
	}
	return next;
}

/** Adds filter `kind` with its first value (a category, any time, favourites, all types). */
export function addFilter(filters: GooglePhotosFilters, kind: FilterKind): GooglePhotosFilters {
	return filters[kind] === undefined ? setFilter(filters, kind, DEFAULTS[kind]) : filters;
}

export function removeFilter(filters: GooglePhotosFilters, kind: FilterKind): GooglePhotosFilters {
	const next = { ...filters };
	delete next[kind];
	return next;
}

/** Whether `year` (and `month`) make a month filter the user may apply: 1970 up to this year. */
export function isValidMonthFilter(date: { year: number; month?: number }, now: Date): boolean {
	return (
		Number.isInteger(date.year) &&
		date.year >= MIN_YEAR &&
		date.year <= now.getFullYear() &&
		(date.month === undefined || (Number.isInteger(date.month) && date.month >= 1 && date.month <= 12))
	);
}

const UNBOUNDED = '0000-00-00';

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const ymd = (date: Date) =>
	`${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;

/** The first and last day a date filter takes (`YYYY-MM-DD`; no last day for the last days or months), or undefined for any time or an invalid month. */
export function dateBounds(
	date: DateFilter,
	now: Date
): { readonly startDate: string; readonly endDate?: string } | undefined {
	const daysAgo = (days: number) => ymd(new Date(now.getFullYear(), now.getMonth(), now.getDate() - days));
	const monthsAgo = (months: number) =>
		ymd(new Date(now.getFullYear(), now.getMonth() - months, now.getDate()));
	switch (date.range) {
		case 'any':
			return undefined;
		case 'last7Days':
			return { startDate: daysAgo(7) };
		case 'last30Days':
			return { startDate: daysAgo(30) };
		case 'last6Months':
			return { startDate: monthsAgo(6) };
		case 'last12Months':
			return { startDate: monthsAgo(12) };
		case 'month': {
			if (!isValidMonthFilter(date, now)) {
				return undefined;
			}
			const first = new Date(date.year, (date.month ?? 1) - 1, 1);
			const last = new Date(date.year, date.month ?? 12, 0);
			return { startDate: ymd(first), endDate: ymd(last) };
		}
	}
}

/** `start:end` of a date filter (`0000-00-00` for an open end), or undefined for any time or an invalid month. */
export function dateRange(date: DateFilter, now: Date): string | undefined {
	const bounds = dateBounds(date, now);
	return bounds && `${bounds.startDate}:${bounds.endDate ?? UNBOUNDED}`;
}

/**
 * The `filter` parts of the list call for `filters` (the client's `googlePhotosFilter` writes
 * them): `mediaType:photo|video`, `categoryInclude:<category>`, `feature:favorite`,
 * `dateRange:<start>:<end>`. A filter that filters nothing (all types, any time) gives no part.
 */
export function filterParts(filters: GooglePhotosFilters, now: Date): readonly string[] {
	const bounds = filters.date ? dateBounds(filters.date, now) : undefined;
	return googlePhotosFilter({
		mediaType: filters.mediaType === 'all' ? undefined : filters.mediaType,
		category: filters.category,
		favorite: filters.favorite,
		startDate: bounds?.startDate,
		endDate: bounds?.endDate,
	});
}
