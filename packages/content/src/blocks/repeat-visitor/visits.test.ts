import { describe, expect, it } from 'vitest';

import { isShownWithoutScript, normalizeCriteria, normalizeThreshold, parseThreshold } from './settings';
import { isShown, readVisits, visitsCookie } from './visits';

describe('parseThreshold', () => {
	it('takes a whole number above 0', () => {
		expect(parseThreshold('3')).toBe(3);
		expect(parseThreshold(' 12 ')).toBe(12);
		expect(parseThreshold('1')).toBe(1);
	});

	it('refuses anything else', () => {
		for (const text of ['', '0', '-2', '2.5', '1e3', 'three', '3 visits', '99999999999999999999']) {
			expect(parseThreshold(text), text).toBeUndefined();
		}
	});
});

describe('normalizeThreshold and normalizeCriteria', () => {
	it('keep valid stored values and fall back to 3 and after-visits', () => {
		expect(normalizeThreshold(5)).toBe(5);
		expect(normalizeThreshold('7')).toBe(7);
		expect(normalizeThreshold(0)).toBe(3);
		expect(normalizeThreshold(2.5)).toBe(3);
		expect(normalizeThreshold(undefined)).toBe(3);
		expect(normalizeCriteria('before-visits')).toBe('before-visits');
		expect(normalizeCriteria('after-visits')).toBe('after-visits');
		expect(normalizeCriteria('sometimes')).toBe('after-visits');
	});
});

describe('isShown', () => {
	it('shows after-visits content from the visit after the threshold on', () => {
		expect([1, 2, 3, 4].map((visits) => isShown('after-visits', 2, visits))).toEqual([
			false,
			false,
			true,
			true,
		]);
	});

	it('shows before-visits content up to the threshold, this visit counted', () => {
		expect([1, 2, 3, 4].map((visits) => isShown('before-visits', 2, visits))).toEqual([
			true,
			true,
			false,
			false,
		]);
	});

	it('without script, shows only before-visits content', () => {
		expect(isShownWithoutScript('before-visits')).toBe(true);
		expect(isShownWithoutScript('after-visits')).toBe(false);
	});
});

describe('the visits cookie', () => {
	it('reads the count among other cookies, 0 when absent or unreadable', () => {
		expect(readVisits('a=1; blockyard_visits=4; b=2')).toBe(4);
		expect(readVisits('blockyard_visits=4')).toBe(4);
		expect(readVisits('')).toBe(0);
		expect(readVisits('blockyard_visits=lots')).toBe(0);
		expect(readVisits('blockyard_visits=-3')).toBe(0);
		expect(readVisits('other_blockyard_visits=9')).toBe(0);
	});

	it('is stored site-wide for a year', () => {
		expect(visitsCookie(5)).toBe('blockyard_visits=5; path=/; max-age=31536000; samesite=lax');
	});

	it('stops counting at a million', () => {
		expect(readVisits('blockyard_visits=123456789')).toBe(1_000_000);
		expect(visitsCookie(2_000_000)).toMatch(/^blockyard_visits=1000000;/);
	});
});
