import { describe, expect, it } from 'vitest';

import {
	DEFAULT_LOCALIZATION,
	isSameLocalization,
	resolveLocalization,
	toBcp47,
	usesTwelveHourClock,
} from './localization';
import { GERMAN_LOCALIZATION } from './test/test-data';

const german = GERMAN_LOCALIZATION;

describe('toBcp47', () => {
	it.each([
		['en_US', 'en-US'],
		['de_DE', 'de-DE'],
		['de_DE_formal', 'de-DE-formal'],
		['es_419', 'es-419'],
		['pt_PT_ao90', 'pt-PT'],
		['ja', 'ja'],
		['', 'en-US'],
		['!!', 'en-US'],
	])('maps %j to %j', (wpLocale, tag) => {
		expect(toBcp47(wpLocale)).toBe(tag);
	});
});

describe('usesTwelveHourClock', () => {
	it('follows the locale hour cycle', () => {
		expect(usesTwelveHourClock('en-US')).toBe(true);
		expect(usesTwelveHourClock('de-DE')).toBe(false);
		expect(usesTwelveHourClock('fr-FR')).toBe(false);
		expect(usesTwelveHourClock('en-GB')).toBe(false);
	});
});

describe('resolveLocalization', () => {
	it('uses the English default when there is no snapshot', () => {
		expect(resolveLocalization(undefined)).toEqual(DEFAULT_LOCALIZATION);
		expect(resolveLocalization('de_DE')).toEqual(DEFAULT_LOCALIZATION);
	});

	it('keeps a well-formed snapshot as it is', () => {
		expect(resolveLocalization(german)).toEqual(german);
	});

	it('falls back field by field for a malformed snapshot', () => {
		const resolved = resolveLocalization({
			...german,
			startOfWeek: 9,
			hour12: 'no',
			closedLabel: '',
			dayNames: { ...german.dayNames, Sun: 3 },
		});
		expect(resolved.startOfWeek).toBe(0);
		expect(resolved.hour12).toBe(true);
		expect(resolved.closedLabel).toBe('Closed');
		expect(resolved.dayNames.Sun).toBe('Sunday');
		expect(resolved.dayNames.Mon).toBe('Montag');
		expect(resolved.open24Label).toBe('24 Stunden geöffnet');
	});
});

describe('isSameLocalization', () => {
	it('compares every field', () => {
		expect(isSameLocalization(german, { ...german, dayNames: { ...german.dayNames } })).toBe(true);
		expect(isSameLocalization(german, undefined)).toBe(false);
		expect(isSameLocalization(german, { ...german, startOfWeek: 0 })).toBe(false);
		expect(isSameLocalization(german, { ...german, dayNames: { ...german.dayNames, Mon: 'Mo' } })).toBe(
			false
		);
		expect(isSameLocalization(german, { ...german, dayNames: { ...german.dayNames, Extra: 'x' } })).toBe(
			false
		);
	});
});
