import { DEFAULT_INTERVAL, EMPTY_INTERVAL, OPEN_24_HOURS_INTERVAL } from './hours';
import type { BusinessHoursDay, BusinessHoursInterval } from './types';

/*
 * The edits the editor makes to one day, as pure functions returning a new day.
 * Nothing here drops what the user typed except the explicit "close" and "remove".
 */

/** Opening sets exactly one 09:00-17:00 interval; closing clears every interval. */
export function setDayOpen(day: BusinessHoursDay, open: boolean): BusinessHoursDay {
	return { ...day, hours: open ? [{ ...DEFAULT_INTERVAL }] : [] };
}

/** "Open 24 hours" on: the single 00:00-24:00 interval; off: back to 09:00-17:00. */
export function setDayOpen24Hours(day: BusinessHoursDay, on: boolean): BusinessHoursDay {
	return { ...day, hours: [on ? { ...OPEN_24_HOURS_INTERVAL } : { ...DEFAULT_INTERVAL }] };
}

export function addInterval(day: BusinessHoursDay): BusinessHoursDay {
	return { ...day, hours: [...day.hours, { ...EMPTY_INTERVAL }] };
}

/** Removal is offered only while a day has more than one interval; otherwise this changes nothing. */
export function removeInterval(day: BusinessHoursDay, index: number): BusinessHoursDay {
	if (day.hours.length <= 1) {
		return day;
	}
	return { ...day, hours: day.hours.filter((_, position) => position !== index) };
}

export function updateInterval(
	day: BusinessHoursDay,
	index: number,
	change: Partial<BusinessHoursInterval>
): BusinessHoursDay {
	return {
		...day,
		hours: day.hours.map((interval, position) =>
			position === index ? { ...interval, ...change } : interval
		),
	};
}

/** The week with one day replaced by name, order kept. */
export function replaceDay(days: readonly BusinessHoursDay[], day: BusinessHoursDay): BusinessHoursDay[] {
	return days.map((current) => (current.name === day.name ? day : current));
}
