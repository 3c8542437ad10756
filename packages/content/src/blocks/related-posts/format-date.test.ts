import { describe, expect, it } from 'vitest';

import { formatPostDate } from './format-date';

describe('formatPostDate', () => {
	it('writes a REST date as the locale’s long date, with a machine-readable day', () => {
		expect(formatPostDate('2026-11-26T09:30:00', 'en_US')).toEqual({
			text: 'November 26, 2026',
			machine: '2026-11-26',
		});
		expect(formatPostDate('2026-11-26T09:30:00', 'de_DE')?.text).toBe('26. November 2026');
		expect(formatPostDate('2026-11-26T09:30:00', 'fr_FR')?.text).toBe('26 novembre 2026');
	});

	it('keeps the site’s day whatever the browser’s zone: late evening stays on its day', () => {
		expect(formatPostDate('2026-01-31T23:59:59', 'en_US')?.machine).toBe('2026-01-31');
		expect(formatPostDate('2026-01-31T23:59:59', 'en_US')?.text).toBe('January 31, 2026');
	});

	it('shows a date a site already formatted as it came', () => {
		expect(formatPostDate('26 November 2026', 'de_DE')).toEqual({ text: '26 November 2026' });
	});

	it('falls back to English for a locale Intl cannot read, and to nothing for no date', () => {
		expect(formatPostDate('2026-03-02T10:00:00', '')?.text).toBe('March 2, 2026');
		expect(formatPostDate('', 'en_US')).toBeUndefined();
		expect(formatPostDate(undefined, 'en_US')).toBeUndefined();
	});
});
