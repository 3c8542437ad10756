import type { LocalizedWeek } from '@blockyard/api-client';

import { wpLocaleToBcp47 } from './wp-locale-to-bcp47';

/** 1 January 2023 was a Sunday: day `i` of that week is 2023-01-0(1+i). */
const FIRST_SUNDAY = Date.UTC(2023, 0, 1);
const DAY_MS = 24 * 60 * 60 * 1000;

/** The names of the week's days in the site language, keyed `Sun` … `Sat`. */
export function localizedDayNames(wpLocale: string): LocalizedWeek['days'] {
	const format = new Intl.DateTimeFormat(wpLocaleToBcp47(wpLocale), { weekday: 'long', timeZone: 'UTC' });
	const name = (index: number): string => format.format(new Date(FIRST_SUNDAY + index * DAY_MS));
	return {
		Sun: name(0),
		Mon: name(1),
		Tue: name(2),
		Wed: name(3),
		Thu: name(4),
		Fri: name(5),
		Sat: name(6),
	};
}

export function localizedWeek(settings: { language: string; start_of_week: number }): LocalizedWeek {
	return { days: localizedDayNames(settings.language), startOfWeek: settings.start_of_week };
}
