import { GOOGLE_PHOTOS_CATEGORIES } from '@blockyard/api-client';

import { RestError } from '../http/rest-error';
import type { ExternalPhoto } from './catalog';

/** Google Photos' filter parts, all of which an item must pass. */
export interface PhotoFilter {
	readonly mediaType?: 'image' | 'video';
	readonly category?: string;
	readonly favorite?: boolean;
	/** `YYYY-MM-DD`, inclusive; absent for an open end. */
	readonly start?: string;
	readonly end?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UNBOUNDED = '0000-00-00';

const invalidFilter = (part: string): RestError =>
	new RestError('rest_invalid_param', `Invalid parameter(s): filter (${part.slice(0, 80)})`, 400, {
		params: { filter: 'Not a filter the service knows.' },
	});

/**
 * Reads the parts of the `filter` parameter, each `key:value` (or `key=value`):
 * `mediaType:photo|video`, `categoryInclude:<category>`, `feature:favorite`,
 * `dateRange:<start>:<end>` with `YYYY-MM-DD` dates and `0000-00-00` for an
 * open end. A part may hold several, separated by commas. Anything else is a
 * 400 `rest_invalid_param`.
 */
export function parsePhotoFilter(parts: readonly string[]): PhotoFilter {
	const filter: { -readonly [Key in keyof PhotoFilter]: PhotoFilter[Key] } = {};
	for (const part of parts.flatMap((value) => value.split(',')).map((value) => value.trim())) {
		if (part === '') {
			continue;
		}
		const [, key, value = ''] = /^([A-Za-z]+)[:=](.*)$/.exec(part) ?? [];
		if (key === 'mediaType' && (value === 'photo' || value === 'video')) {
			filter.mediaType = value === 'photo' ? 'image' : 'video';
		} else if (
			key === 'categoryInclude' &&
			(GOOGLE_PHOTOS_CATEGORIES as readonly string[]).includes(value)
		) {
			filter.category = value;
		} else if (key === 'feature' && value === 'favorite') {
			filter.favorite = true;
		} else if (key === 'dateRange') {
			const [start = '', end = '', ...rest] = value.split(':');
			if (!DATE.test(start) || !DATE.test(end) || rest.length > 0) {
				throw invalidFilter(part);
			}
			if (start !== UNBOUNDED) {
				filter.start = start;
			}
			if (end !== UNBOUNDED) {
				filter.end = end;
			}
		} else {
			throw invalidFilter(part);
		}
	}
	return filter;
}

export function matchesPhotoFilter(photo: ExternalPhoto, filter: PhotoFilter): boolean {
	return (
		(filter.mediaType === undefined || photo.mediaType === filter.mediaType) &&
		(filter.category === undefined || photo.category === filter.category) &&
		(filter.favorite !== true || photo.favorite) &&
		(filter.start === undefined || photo.date >= filter.start) &&
		(filter.end === undefined || photo.date <= filter.end)
	);
}
