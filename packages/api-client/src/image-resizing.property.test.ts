import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { MAX_IMAGE_RESIZE, resizedImageUrl } from './image-resizing';

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
					const result = resizedImageUrl(url, size);
					if (result !== url) {
						expect(url).toMatch(/^https?:\/\//i);
						expect(result).toMatch(/^https?:\/\//);
						expect(result).toContain('strip=info');
					}
				}
			)
		);
	});

	it('leaves data:, blob: and javascript: addresses unchanged', () => {
		fc.assert(
			fc.property(
				fc.constantFrom('data:', 'blob:', 'javascript:', 'DATA:', ' javascript:'),
				fc.string(),
				fc.integer({ min: 1, max: 5000 }),
				(scheme, rest, width) => {
					expect(resizedImageUrl(scheme + rest, { width })).toBe(scheme + rest);
				}
			)
		);
	});

	it('asks for whole sizes within 1..2000, and gives the same address for the same input', () => {
		fc.assert(
			fc.property(fc.webUrl(), anySize, (url, size) => {
				const result = resizedImageUrl(url, size);
				expect(resizedImageUrl(url, size)).toBe(result);
				if (result === url) {
					return;
				}
				const params = new URL(result).searchParams;
				for (const name of ['w', 'h']) {
					const value = params.get(name);
					if (value !== null) {
						expect(Number.isInteger(Number(value))).toBe(true);
						expect(Number(value)).toBeGreaterThanOrEqual(1);
						expect(Number(value)).toBeLessThanOrEqual(MAX_IMAGE_RESIZE);
					}
				}
			})
		);
	});
});
