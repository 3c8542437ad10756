import type { DayKey } from '@blockyard/api-client';

import { isOpen24Hours, machineTime, validIntervals } from './hours';
import type { BusinessHoursDay } from './types';

/** schema.org's `DayOfWeek` members, used as `<link itemprop="dayOfWeek" href>`. */
export const SCHEMA_ORG_DAYS: Readonly<Record<DayKey, string>> = {
	Sun: 'https://schema.org/Sunday',
	Mon: 'https://schema.org/Monday',
	Tue: 'https://schema.org/Tuesday',
	Wed: 'https://schema.org/Wednesday',
	Thu: 'https://schema.org/Thursday',
	Fri: 'https://schema.org/Friday',
	Sat: 'https://schema.org/Saturday',
};

/** One `OpeningHoursSpecification`: `opens` and `closes` are valid HTML times (`HH:MM`). */
export type OpeningHoursSpecification = {
	dayOfWeek: string;
	opens: string;
	closes: string;
};

/**
 * The specifications a day publishes: one per valid interval, none when closed.
 * A 24-hour day opens at 00:00 and closes at 23:59, as schema.org advises. An
 * interval past midnight is one specification of the day it opens, whose `closes`
 * is earlier than its `opens`: schema.org reads that as hours running into the next day.
 *
 * @example
 * openingHoursSpecifications({ name: 'Mon', hours: [{ opening: '09:00', closing: '17:00' }] });
 * // [{ dayOfWeek: 'https://schema.org/Monday', opens: '09:00', closes: '17:00' }]
 * openingHoursSpecifications({ name: 'Fri', hours: [{ opening: '18:00', closing: '02:00' }] });
 * // [{ dayOfWeek: 'https://schema.org/Friday', opens: '18:00', closes: '02:00' }]
 */
export function openingHoursSpecifications(day: BusinessHoursDay): OpeningHoursSpecification[] {
	const dayOfWeek = SCHEMA_ORG_DAYS[day.name];
	if (isOpen24Hours(day)) {
		return [{ dayOfWeek, opens: '00:00', closes: '23:59' }];
	}
	return validIntervals(day).map(({ opening, closing }) => ({
		dayOfWeek,
		opens: machineTime(opening),
		closes: machineTime(closing),
	}));
}
