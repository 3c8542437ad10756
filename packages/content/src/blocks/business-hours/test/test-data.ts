// Localization data the tests of this block share.
import type { BusinessHoursLocalization } from '../types';

/** A German site: Monday start, 24-hour clock. */
export const GERMAN_LOCALIZATION: BusinessHoursLocalization = {
	locale: 'de_DE',
	startOfWeek: 1,
	hour12: false,
	dayNames: {
		Sun: 'Sonntag',
		Mon: 'Montag',
		Tue: 'Dienstag',
		Wed: 'Mittwoch',
		Thu: 'Donnerstag',
		Fri: 'Freitag',
		Sat: 'Samstag',
	},
	closedLabel: 'Geschlossen',
	open24Label: '24 Stunden geöffnet',
};
