import { describe, expect, it } from 'vitest';

import { activeInterval, isOffered, shownIntervals, tierKey } from './intervals';
import { donationsAttributes } from './test/test-attributes';

describe('the intervals a visitor may choose', () => {
	it('are one-time alone by default', () => {
		expect(shownIntervals(donationsAttributes())).toEqual(['one-time']);
	});

	it('add monthly and yearly, in that order, when shown', () => {
		expect(shownIntervals(donationsAttributes({ annualDonation: { show: true } }))).toEqual([
			'one-time',
			'1 year',
		]);
		expect(
			shownIntervals(
				donationsAttributes({ monthlyDonation: { show: true }, annualDonation: { show: true } })
			)
		).toEqual(['one-time', '1 month', '1 year']);
	});

	it('name the attribute of each interval', () => {
		expect(tierKey('one-time')).toBe('oneTimeDonation');
		expect(tierKey('1 month')).toBe('monthlyDonation');
		expect(tierKey('1 year')).toBe('annualDonation');
	});
});

describe('activeInterval', () => {
	it('keeps the chosen tab while its interval is shown', () => {
		const attributes = donationsAttributes({ monthlyDonation: { show: true } });
		expect(activeInterval(attributes, '1 month')).toBe('1 month');
	});

	it('falls back to one-time when the chosen interval is hidden', () => {
		expect(activeInterval(donationsAttributes(), '1 month')).toBe('one-time');
		expect(activeInterval(donationsAttributes({ monthlyDonation: { show: true } }), '1 year')).toBe(
			'one-time'
		);
	});
});

describe('isOffered', () => {
	it('is true with the one-time tier on, its plan known or not yet', () => {
		expect(isOffered(donationsAttributes())).toBe(true);
		expect(isOffered(donationsAttributes({ oneTimeDonation: { planId: 12 } }))).toBe(true);
	});

	it('is false with the one-time tier off, or without a payment account (plan -1)', () => {
		expect(isOffered(donationsAttributes({ oneTimeDonation: { show: false } }))).toBe(false);
		expect(isOffered(donationsAttributes({ oneTimeDonation: { planId: -1 } }))).toBe(false);
	});
});
