import { describe, expect, it } from 'vitest';

import { aspectRatioClassNames } from './aspect-ratio';

describe('aspectRatioClassNames', () => {
	it.each([
		[1920, 1080, 'wp-embed-aspect-16-9 wp-has-aspect-ratio'],
		[2560, 1080, 'wp-embed-aspect-21-9 wp-has-aspect-ratio'],
		[2000, 1000, 'wp-embed-aspect-18-9 wp-has-aspect-ratio'],
		[640, 480, 'wp-embed-aspect-4-3 wp-has-aspect-ratio'],
		[500, 500, 'wp-embed-aspect-1-1 wp-has-aspect-ratio'],
		[1080, 1920, 'wp-embed-aspect-9-16 wp-has-aspect-ratio'],
		[500, 1000, 'wp-embed-aspect-1-2 wp-has-aspect-ratio'],
	])('names a %i×%i video’s ratio', (width, height, expected) => {
		expect(aspectRatioClassNames('', width, height)).toBe(expected);
	});

	it('names no ratio for a shape far from every named one, or a size not known yet', () => {
		expect(aspectRatioClassNames('', 1550, 1000)).toBe('');
		expect(aspectRatioClassNames('', 100, 1000)).toBe('');
		expect(aspectRatioClassNames('', 0, 0)).toBe('');
		expect(aspectRatioClassNames('', 640, Number.NaN)).toBe('');
	});

	it('replaces the ratio classes it finds and keeps the others', () => {
		expect(aspectRatioClassNames('is-dark wp-embed-aspect-4-3 wp-has-aspect-ratio', 1920, 1080)).toBe(
			'is-dark wp-embed-aspect-16-9 wp-has-aspect-ratio'
		);
		expect(aspectRatioClassNames('is-dark wp-embed-aspect-4-3 wp-has-aspect-ratio', 0, 0)).toBe(
			'is-dark'
		);
	});
});
