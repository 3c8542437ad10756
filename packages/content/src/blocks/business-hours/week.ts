import { DAY_KEYS, type DayKey } from '@blockyard/api-client';

import type { BusinessHoursDay } from './types';

/** English day names: the fallback when the localized week cannot be loaded. */
export const ENGLISH_DAY_NAMES: Readonly<Record<DayKey, string>> = {
	Sun: 'Sunday',
	Mon: 'Monday',
	Tue: 'Tuesday',
	Wed: 'Wednesday',
	Thu: 'Thursday',
	Fri: 'Friday',
	Sat: 'Saturday',
};

/** The defaults: Mon-Fri 09:00-17:00, Saturday and Sunday closed. Matches block.json. */
export function defaultDays(): BusinessHoursDay[] {
	return DAY_KEYS.map((name) => ({
		name,
		hours: name === 'Sun' || name === 'Sat' ? [] : [{ opening: '09:00', closing: '17:00' }],
	}));
}

const isDayKey = (value: unknown): value is DayKey =>
	typeof value === 'string' && (DAY_KEYS as readonly string[]).includes(value);

/**
 * Seven days in Sun..Sat order whatever the stored list holds: a missing day
 * is closed, a duplicate keeps its first entry, malformed intervals are skipped.
 */
export function normalizeDays(days: unknown): BusinessHoursDay[] {
	const byName = new Map<DayKey, BusinessHoursDay>();
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

/**
 * The week as the site shows it: starting on `startOfWeek` (0 = Sunday).
 *
 * @example
 * orderDays(days, 1).map((day) => day.name); // ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']
 */
export function orderDays<T extends { name: DayKey }>(days: readonly T[], startOfWeek: number): T[] {
	const start = Number.isInteger(startOfWeek) && startOfWeek >= 0 && startOfWeek <= 6 ? startOfWeek : 0;
	const index = (day: T): number => (DAY_KEYS.indexOf(day.name) - start + 7) % 7;
	return [...days].sort((a, b) => index(a) - index(b));
}
