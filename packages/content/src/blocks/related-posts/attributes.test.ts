import { describe, expect, it } from 'vitest';

import metadata from './block.json';
import { DEFAULT_ATTRIBUTES, resolveAttributes } from './attributes';

describe('resolveAttributes', () => {
	it('has the defaults block.json declares', () => {
		const declared = Object.fromEntries(
			Object.entries(metadata.attributes).map(([name, definition]) => [name, definition.default])
		);
		expect(DEFAULT_ATTRIBUTES).toEqual(declared);
		expect(resolveAttributes({})).toEqual(DEFAULT_ATTRIBUTES);
	});

	it('keeps valid values', () => {
		const stored = {
			postLayout: 'list',
			displayDate: false,
			displayAuthor: true,
			displayContext: true,
			displayThumbnails: true,
			displayHeadline: true,
			headline: 'Keep reading',
			postsToShow: 5,
		};
		expect(resolveAttributes(stored)).toEqual(stored);
	});

	it('replaces values of the wrong kind with defaults and clamps the count', () => {
		expect(
			resolveAttributes({
				postLayout: 'carousel',
				displayDate: 'yes',
				headline: 42,
				postsToShow: 12,
				extra: '<script>',
			})
		).toEqual({ ...DEFAULT_ATTRIBUTES, postsToShow: 6 });
		expect(resolveAttributes({ postsToShow: 0 }).postsToShow).toBe(1);
	});
});
