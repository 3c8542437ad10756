import { describe, expect, it } from 'vitest';

import { LoadTimeoutError } from './lazy-loader';
import { describeLoadFailure, loadFailureText } from './load-failure';

describe('describeLoadFailure', () => {
	it.each([
		[
			'Chromium’s failed import',
			new TypeError(
				'Failed to fetch dynamically imported module: http://localhost:5173/assets/index-Bx3k.js'
			),
			{ chunk: 'index-Bx3k.js', reason: 'network' },
		],
		[
			'Firefox’s failed import',
			new TypeError(
				'error loading dynamically imported module: https://example.com/wp-content/plugins/blockyard/build/content/edit.js?ver=1'
			),
			{ chunk: 'edit.js', reason: 'network' },
		],
		[
			'Safari’s failed import, which names no file',
			new TypeError('Importing a module script failed.'),
			{ chunk: undefined, reason: 'network' },
		],
		[
			'a stylesheet the chunk needs',
			new Error('Unable to preload CSS for /assets/edit-9a.css'),
			{ chunk: 'edit-9a.css', reason: 'stylesheet' },
		],
		['the time-out', new LoadTimeoutError(120_000), { chunk: undefined, reason: 'timeout' }],
		[
			'an error of the chunk’s own code',
			new SyntaxError('Unexpected token'),
			{ chunk: undefined, reason: 'other' },
		],
	])('reads %s', (_case, error, expected) => {
		expect(describeLoadFailure(error)).toMatchObject(expected);
	});
});

describe('loadFailureText', () => {
	it('names the chunk and why it failed', () => {
		expect(
			loadFailureText(
				new TypeError(
					'Failed to fetch dynamically imported module: http://localhost/assets/index-Bx3k.js'
				),
				'blockyard/ad (edit)'
			)
		).toBe('The chunk index-Bx3k.js could not be fetched from the server.');
		expect(loadFailureText(new LoadTimeoutError(120_000), 'blockyard/ad (edit)')).toBe(
			'The chunk blockyard/ad (edit) did not load within 120 seconds.'
		);
		expect(loadFailureText(new Error('Unable to preload CSS for /assets/edit-9a.css'), 'x')).toBe(
			'The stylesheet edit-9a.css could not be loaded.'
		);
		expect(loadFailureText(new SyntaxError('Unexpected token'), 'blockyard/ad (edit)')).toBe(
			'The chunk blockyard/ad (edit) failed: Unexpected token'
		);
	});
});
