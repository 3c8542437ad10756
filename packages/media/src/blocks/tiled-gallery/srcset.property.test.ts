import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { photonUrl, srcSet } from './srcset';

const anySize = fc.record(
	{ width: fc.double(), height: fc.option(fc.double(), { nil: undefined }) },
	{ requiredKeys: ['width'] }
);

describe('the resizing rewrite, for any input', () => {
	it('never throws, and rewrites only http(s) addresses', () => {
		fc.assert(
			fc.property(
				fc.oneof(
					fc.string(),
					fc.webUrl(),
					fc
						.constantFrom('data:', 'blob:', 'javascript:')
						.chain((s) => fc.string().map((rest) => s + rest))
				),
				anySize,
				(url, size) => {
					const result = photonUrl(url, size);
					if (result !== url) {
						expect(url).toMatch(/^https?:\/\//i);
						expect(result).toMatch(/^https?:\/\//);
						expect(result).toContain('strip=info');
					}
				}
			)
		);
	});

	it('leaves data:, blob: and javascript: addresses unchanged, and out of the srcset', () => {
		fc.assert(
			fc.property(
				fc.constantFrom('data:', 'blob:', 'javascript:', 'DATA:', ' javascript:'),
				fc.string(),
				fc.integer({ min: 1, max: 5000 }),
				(scheme, rest, width) => {
					expect(photonUrl(scheme + rest, { width })).toBe(scheme + rest);
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
