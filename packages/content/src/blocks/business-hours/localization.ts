import { DAY_KEYS, type DayKey } from '@blockyard/api-client';

import type { BusinessHoursLocalization } from './types';
import { ENGLISH_DAY_NAMES } from './week';

/**
 * What `save` uses when a block has no localization snapshot: English names,
 * Sunday start, 12-hour time. Deliberately not translated (`save` never calls `__()`).
 */
export const DEFAULT_LOCALIZATION: Readonly<BusinessHoursLocalization> = {
	locale: 'en_US',
	startOfWeek: 0,
	hour12: true,
	dayNames: ENGLISH_DAY_NAMES,
	closedLabel: 'Closed',
	open24Label: 'Open 24 hours',
};

/**
 * A BCP 47 tag for a WordPress locale, dropping parts `Intl` rejects.
 *
 * @example
 * toBcp47('de_DE_formal'); // 'de-DE-formal'
 * toBcp47('es_419'); // 'es-419'
 * toBcp47('pt_PT_ao90'); // 'pt-PT' (`ao90` is no valid subtag)
 * toBcp47(''); // 'en-US'
 */
export function toBcp47(wpLocale: string): string {
	const parts = wpLocale.split(/[_-]/).filter(Boolean);
	while (parts.length > 0) {
		try {
			const [canonical] = Intl.getCanonicalLocales(parts.join('-'));
			if (canonical) {
				return canonical;
			}
		} catch {
			// Not a valid tag: try without its last part.
		}
		parts.pop();
	}
	return 'en-US';
}

/**
 * Whether a locale writes times on a 12-hour clock (`9:00 AM`) rather than a 24-hour one (`09:00`).
 *
 * @example
 * usesTwelveHourClock('en-US'); // true
 * usesTwelveHourClock('de-DE'); // false
 */
export function usesTwelveHourClock(bcp47: string): boolean {
	try {
		const { hourCycle, hour12 } = new Intl.DateTimeFormat(bcp47, { hour: 'numeric' }).resolvedOptions();
		if (hourCycle) {
			return hourCycle === 'h11' || hourCycle === 'h12';
		}
		return hour12 ?? true;
	} catch {
		return true;
	}
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmptyString = (value: unknown, fallback: string): string =>
	typeof value === 'string' && value.trim() !== '' ? value : fallback;

/**
 * The localization `save` renders with: each field of the stored snapshot when
 * it is well formed, else the default's. Pure, so saved markup stays a function of attributes.
 */
export function resolveLocalization(value: unknown): BusinessHoursLocalization {
	const stored = isRecord(value) ? value : {};
	const names = isRecord(stored.dayNames) ? stored.dayNames : {};
	const dayNames = Object.fromEntries(
		DAY_KEYS.map((key) => [key, nonEmptyString(names[key], DEFAULT_LOCALIZATION.dayNames[key])])
	) as Record<DayKey, string>;
	const { startOfWeek, hour12 } = stored;
	return {
		locale: nonEmptyString(stored.locale, DEFAULT_LOCALIZATION.locale),
		startOfWeek:
			typeof startOfWeek === 'number' &&
			Number.isInteger(startOfWeek) &&
			startOfWeek >= 0 &&
			startOfWeek <= 6
				? startOfWeek
				: DEFAULT_LOCALIZATION.startOfWeek,
		hour12: typeof hour12 === 'boolean' ? hour12 : DEFAULT_LOCALIZATION.hour12,
		dayNames,
		closedLabel: nonEmptyString(stored.closedLabel, DEFAULT_LOCALIZATION.closedLabel),
		open24Label: nonEmptyString(stored.open24Label, DEFAULT_LOCALIZATION.open24Label),
	};
}

/** Whether a stored snapshot already says exactly what `live` says. */
export function isSameLocalization(live: BusinessHoursLocalization, stored: unknown): boolean {
	if (!isRecord(stored) || !isRecord(stored.dayNames)) {
		return false;
	}
	const names = stored.dayNames;
	return (
		stored.locale === live.locale &&
		stored.startOfWeek === live.startOfWeek &&
		stored.hour12 === live.hour12 &&
		stored.closedLabel === live.closedLabel &&
		stored.open24Label === live.open24Label &&
		Object.keys(names).length === DAY_KEYS.length &&
		DAY_KEYS.every((key) => names[key] === live.dayNames[key])
	);
}
