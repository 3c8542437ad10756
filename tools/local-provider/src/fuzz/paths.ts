// The fuzz request's path: route patterns filled in, mutated, given a query string and made sendable.
import * as fc from 'fast-check';

import { PLATFORM_MAPBOX_KEY } from '../data/map-keys';
import type { FuzzTarget } from './requests';
import { anyText } from './values';

/** Fills a pattern's parameters (`:id{[0-9]+}`, `:slug`) with values, encoded or raw. */
export function fill(pattern: string, values: readonly string[], raw: boolean): string {
	let index = 0;
	return pattern.replace(/:[A-Za-z_]+(?:\{[^}]*\})?/g, () => {
		const value = values[index++ % values.length] ?? '';
		return raw ? value.replace(/[/?#\s]/g, '') : encodeURIComponent(value);
	});
}

export const MUTATIONS = [
	'none',
	'trailing-slash',
	'double-slash',
	'upper',
	'dot-segment',
	'percent',
	'truncate',
	'suffix',
] as const;

export function mutate(path: string, mutation: (typeof MUTATIONS)[number]): string {
	switch (mutation) {
		case 'trailing-slash':
			return `${path}/`;
		case 'double-slash':
			return path.replace('/', '//');
		case 'upper':
			return path.toUpperCase();
		case 'dot-segment':
			return `${path}/../${path.split('/').pop() ?? ''}`;
		case 'percent':
			return path.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`);
		case 'truncate':
			return path.slice(0, Math.max(1, Math.floor(path.length / 2)));
		case 'suffix':
			return `${path}/extra`;
		default:
			return path;
	}
}

export const queryKey = fc.constantFrom(
	'redirect_uri',
	'url',
	'origin',
	'_wpnonce',
	'form_id',
	'post_id',
	'page',
	'per_page',
	'status',
	'context',
	'count',
	'access_token',
	'number',
	'path',
	'search',
	'page_handle',
	'range',
	'from',
	'query',
	'pageSize',
	'limit',
	'__proto__'
);

export const queryValue = (target: FuzzTarget) =>
	fc.oneof(
		anyText,
		fc.constantFrom(
			'/',
			'/%09/evil.example/x',
			'//evil.example/',
			'http://evil.example/',
			`http://${target.host}/wp-json/`,
			`http://${target.host}/rest/v1.5/plans`,
			'https://example.com/a',
			'javascript:alert(1)',
			'http://localhost:5173/',
			target.nonce,
			PLATFORM_MAPBOX_KEY
		)
	);

/** Characters an HTTP request line cannot carry (spaces, controls, non-ASCII) percent-encoded; `%` left raw. */
export function sendable(path: string): string {
	return path.replace(/[^\x21-\x7e]/gu, (character) => {
		try {
			return encodeURIComponent(character);
		} catch {
			return '%EF%BF%BD';
		}
	});
}
