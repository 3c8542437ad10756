import type { BusinessHoursDay, BusinessHoursInterval } from './types';

/** What opening a closed day sets, and the default for Mon-Fri. */
export const DEFAULT_INTERVAL: Readonly<BusinessHoursInterval> = { opening: '09:00', closing: '17:00' };

/** How an "Open 24 hours" day is stored, so the `days` shape stays one list of intervals per day (no flag of its own). */
export const OPEN_24_HOURS_INTERVAL: Readonly<BusinessHoursInterval> = { opening: '00:00', closing: '24:00' };

/** What "Add hours" appends: nothing typed yet. */
export const EMPTY_INTERVAL: Readonly<BusinessHoursInterval> = { opening: '', closing: '' };

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MIDNIGHT_END = '24:00';
const MINUTES_PER_DAY = 24 * 60;

/** Where a time stands in an interval: `24:00` (end of the day) is only a closing time. */
export type TimeRole = 'opening' | 'closing';

/**
 * Minutes since midnight of a strict `HH:MM` time, or `null` when it does not parse.
 *
 * @example
 * parseTime('09:30'); // 570
 * parseTime('24:00', 'closing'); // 1440
 * parseTime('9am'); // null
 */
export function parseTime(value: string, role: TimeRole = 'opening'): number | null {
	if (value === MIDNIGHT_END) {
		return role === 'closing' ? MINUTES_PER_DAY : null;
	}
	const match = TIME_PATTERN.exec(value);
	if (!match) {
		return null;
	}
	return Number(match[1]) * 60 + Number(match[2]);
}

/** Why an interval cannot be shown; `null` when it can. */
export type IntervalProblem =
	/** Nothing typed yet (a freshly added interval). */
	| 'empty'
	/** One of the two times is missing. */
	| 'incomplete'
	| 'invalid-opening'
	| 'invalid-closing'
	/** Opening and closing at the same minute: no hours at all (a whole day is "Open 24 hours"). */
	| 'closing-equals-opening';

/**
 * Checks an interval. A closing time earlier than the opening time is valid: the
 * interval runs past midnight into the next day (18:00-02:00), as schema.org reads it.
 *
 * @example
 * validateInterval({ opening: '18:00', closing: '02:00' }); // null: open past midnight
 * validateInterval({ opening: '09:00', closing: '09:00' }); // 'closing-equals-opening'
 */
export function validateInterval(interval: BusinessHoursInterval): IntervalProblem | null {
	const { opening, closing } = interval;
	if (opening === '' && closing === '') {
		return 'empty';
	}
	if (opening === '' || closing === '') {
		return 'incomplete';
	}
	const opens = parseTime(opening, 'opening');
	if (opens === null) {
		return 'invalid-opening';
	}
	const closes = parseTime(closing, 'closing');
	if (closes === null) {
		return 'invalid-closing';
	}
	return closes === opens ? 'closing-equals-opening' : null;
}

export function isValidInterval(interval: BusinessHoursInterval): boolean {
	return validateInterval(interval) === null;
}

/**
 * True for a valid interval that closes on the next day (its closing time is
 * earlier than its opening time); `24:00` is the end of the same day.
 *
 * @example
 * isOvernight({ opening: '18:00', closing: '02:00' }); // true
 * isOvernight({ opening: '18:00', closing: '24:00' }); // false
 */
export function isOvernight(interval: BusinessHoursInterval): boolean {
	if (!isValidInterval(interval)) {
		return false;
	}
	const opens = parseTime(interval.opening, 'opening') ?? 0;
	const closes = parseTime(interval.closing, 'closing') ?? 0;
	return closes < opens;
}

/** The intervals a visitor sees, in the order they were entered (past-midnight ones too). */
export function validIntervals(day: BusinessHoursDay): BusinessHoursInterval[] {
	return day.hours.filter(isValidInterval);
}

/** True when the day is stored as the single interval 00:00-24:00. */
export function isOpen24Hours(day: BusinessHoursDay): boolean {
	const [only, ...rest] = day.hours;
	return (
		rest.length === 0 &&
		only?.opening === OPEN_24_HOURS_INTERVAL.opening &&
		only.closing === OPEN_24_HOURS_INTERVAL.closing
	);
}

const pad = (value: number): string => String(value).padStart(2, '0');

/**
 * A time for people, without `Intl` so the saved markup never depends on the
 * browser that saved it. `24:00` reads as midnight.
 *
 * @example
 * formatTime('09:00', true); // '9:00 AM'
 * formatTime('17:30', false); // '17:30'
 * formatTime('24:00', true); // '12:00 AM'
 */
export function formatTime(value: string, hour12: boolean): string | null {
	const minutes = parseTime(value, 'closing');
	if (minutes === null) {
		return null;
	}
	const hours = Math.floor(minutes / 60);
	const rest = minutes % 60;
	if (!hour12) {
		return `${pad(hours)}:${pad(rest)}`;
	}
	const dayHours = hours % 24;
	return `${dayHours % 12 || 12}:${pad(rest)} ${dayHours < 12 ? 'AM' : 'PM'}`;
}

/**
 * A valid HTML time string for `datetime` and schema.org: hours stop at 23,
 * so the end of the day (`24:00`) becomes `23:59`, as schema.org advises.
 */
export function machineTime(value: string): string {
	return value === MIDNIGHT_END ? '23:59' : value;
}
