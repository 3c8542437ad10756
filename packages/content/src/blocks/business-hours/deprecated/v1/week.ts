// The week and the localization as version 1 read them from its attributes, frozen with its save.
import type { V1Day, V1DayKey, V1Localization } from './types';

const DAY_KEYS: readonly V1DayKey[] = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** What version 1 rendered with when a block had no localization snapshot. */
const DEFAULT_LOCALIZATION: Readonly<V1Localization> = {
	locale: 'en_US',
	startOfWeek: 0,
	hour12: true,
	dayNames: {
		Sun: 'Sunday',
		Mon: 'Monday',
		Tue: 'Tuesday',
		Wed: 'Wednesday',
		Thu: 'Thursday',
		Fri: 'Friday',
		Sat: 'Saturday',
	},
	closedLabel: 'Closed',
	open24Label: 'Open 24 hours',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmptyString = (value: unknown, fallback: string): string =>
	typeof value === 'string' && value.trim() !== '' ? value : fallback;

const isDayKey = (value: unknown): value is V1DayKey =>
	typeof value === 'string' && (DAY_KEYS as readonly string[]).includes(value);

/** Each field of the stored snapshot when it is well formed, else the default's. */
export function resolveLocalizationV1(value: unknown): V1Localization {
	const stored = isRecord(value) ? value : {};
	const names = isRecord(stored.dayNames) ? stored.dayNames : {};
	const dayNames = {} as Record<V1DayKey, string>;
	for (const key of DAY_KEYS) {
		dayNames[key] = nonEmptyString(names[key], DEFAULT_LOCALIZATION.dayNames[key]);
	}
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

/**
 * Seven days in Sun..Sat order whatever the stored list holds: a missing day
 * is closed, a duplicate keeps its first entry, malformed intervals are skipped.
 */
export function normalizeDaysV1(days: unknown): V1Day[] {
	const byName = new Map<V1DayKey, V1Day>();
	for (const day of Array.isArray(days) ? (days as unknown[]) : []) {
		if (typeof day !== 'object' || day === null) {
			continue;
		}
		const { name, hours } = day as { name?: unknown; hours?: unknown };
		if (!isDayKey(name) || byName.has(name)) {
			continue;
		}
		const intervals = (Array.isArray(hours) ? (hours as unknown[]) : []).flatMap((interval) => {
			if (typeof interval !== 'object' || interval === null) {
				return [];
			}
			const { opening, closing } = interval as { opening?: unknown; closing?: unknown };
			return typeof opening === 'string' && typeof closing === 'string' ? [{ opening, closing }] : [];
		});
		byName.set(name, { name, hours: intervals });
	}
	return DAY_KEYS.map((name) => byName.get(name) ?? { name, hours: [] });
}

/** The week starting on `startOfWeek` (0 = Sunday). */
export function orderDaysV1(days: readonly V1Day[], startOfWeek: number): V1Day[] {
	const start = Number.isInteger(startOfWeek) && startOfWeek >= 0 && startOfWeek <= 6 ? startOfWeek : 0;
	const index = (day: V1Day): number => (DAY_KEYS.indexOf(day.name) - start + 7) % 7;
	return [...days].sort((a, b) => index(a) - index(b));
}
