import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { srcSet } from './srcset';

describe('the srcset, for any input', () => {
	it('leaves data:, blob: and javascript: addresses out', () => {
		fc.assert(
			fc.property(
				fc.constantFrom('data:', 'blob:', 'javascript:', 'DATA:', ' javascript:'),
				fc.string(),
				fc.integer({ min: 1, max: 5000 }),
				(scheme, rest, width) => {
					expect(srcSet(scheme + rest, width)).toBeUndefined();
				}
			)
		);
	});

	it('offers widths within 1..2000, ascending, for any web address and width', () => {
		fc.assert(
			fc.property(fc.webUrl(), fc.double(), (url, width) => {
				const set = srcSet(url, width);
				if (set === undefined) {
					return;
				}
				const widths = set.split(', ').map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]));
				expect(widths.every((w) => w >= 1 && w <= 2000)).toBe(true);
				expect([...widths].sort((a, b) => a - b)).toEqual(widths);
			})
		);
	});
});
