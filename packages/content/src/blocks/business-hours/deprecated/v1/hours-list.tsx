import type { ReactNode } from 'react';

import type { V1Day, V1DayKey, V1Interval, V1Localization } from './types';
import { normalizeDaysV1, orderDaysV1 } from './week';

/*
 * The display view of version 1 (0.1.0), frozen: it shows an interval only when
 * its closing time is after its opening time, so an interval past midnight
 * (18:00-02:00) was left out and its day could read "Closed". Never change it:
 * posts saved by version 1 are checked against exactly this markup.
 */

const SPECIFICATION_TYPE = 'https://schema.org/OpeningHoursSpecification';

/** `wp-block-blockyard-business-hours__<element>`. */
const element = (name: string): string => `wp-block-blockyard-business-hours__${name}`;

/** schema.org's `DayOfWeek` members, used as `<link itemprop="dayOfWeek" href>`. */
const SCHEMA_ORG_DAYS: Readonly<Record<V1DayKey, string>> = {
	Sun: 'https://schema.org/Sunday',
	Mon: 'https://schema.org/Monday',
	Tue: 'https://schema.org/Tuesday',
	Wed: 'https://schema.org/Wednesday',
	Thu: 'https://schema.org/Thursday',
	Fri: 'https://schema.org/Friday',
	Sat: 'https://schema.org/Saturday',
};

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of a strict `HH:MM` time (`24:00` only as a closing time), or null. */
function parseTime(value: string, role: 'opening' | 'closing'): number | null {
	if (value === '24:00') {
		return role === 'closing' ? 24 * 60 : null;
	}
	const match = TIME_PATTERN.exec(value);
	if (!match) {
		return null;
	}
	return Number(match[1]) * 60 + Number(match[2]);
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** A time for people, without `Intl`: `9:00 AM` or `09:00`; `24:00` reads as midnight. */
function formatTime(value: string, hour12: boolean): string | null {
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

/** An HTML time for `datetime` and schema.org: `24:00` becomes `23:59`. */
function machineTime(value: string): string {
	return value === '24:00' ? '23:59' : value;
}

function isShownInV1({ opening, closing }: V1Interval): boolean {
	const opens = parseTime(opening, 'opening');
	const closes = parseTime(closing, 'closing');
	return opens !== null && closes !== null && closes > opens;
}

function isOpen24HoursInV1(day: V1Day): boolean {
	const [only, ...rest] = day.hours;
	return rest.length === 0 && only?.opening === '00:00' && only.closing === '24:00';
}

function DayHoursV1({ day, localization }: { day: V1Day; localization: V1Localization }) {
	const intervals = day.hours.filter(isShownInV1);
	const dayOfWeek = SCHEMA_ORG_DAYS[day.name];
	let hours: ReactNode = localization.closedLabel;
	if (isOpen24HoursInV1(day)) {
		hours = (
			<span
				className={element('interval')}
				itemProp="openingHoursSpecification"
				itemScope
				itemType={SPECIFICATION_TYPE}
			>
				<link itemProp="dayOfWeek" href={dayOfWeek} />
				<meta itemProp="opens" content="00:00" />
				<meta itemProp="closes" content="23:59" />
				{localization.open24Label}
			</span>
		);
	} else if (intervals.length > 0) {
		hours = intervals.map((interval, index) => (
			<span
				key={index}
				className={element('interval')}
				itemProp="openingHoursSpecification"
				itemScope
				itemType={SPECIFICATION_TYPE}
			>
				<link itemProp="dayOfWeek" href={dayOfWeek} />
				<time itemProp="opens" dateTime={machineTime(interval.opening)}>
					{formatTime(interval.opening, localization.hour12)}
				</time>
				{' – '}
				<time itemProp="closes" dateTime={machineTime(interval.closing)}>
					{formatTime(interval.closing, localization.hour12)}
				</time>
			</span>
		));
	}
	return (
		<div className={intervals.length > 0 ? element('day') : `${element('day')} is-closed`}>
			<dt className={element('day-name')}>{localization.dayNames[day.name]}</dt>
			<dd className={element('hours')}>{hours}</dd>
		</div>
	);
}

/** Version 1's `<dl>` of the week. */
export function HoursListV1({ days, localization }: { days: unknown; localization: V1Localization }) {
	return (
		<dl className={element('days')} itemScope itemType="https://schema.org/Place">
			{orderDaysV1(normalizeDaysV1(days), localization.startOfWeek).map((day) => (
				<DayHoursV1 key={day.name} day={day} localization={localization} />
			))}
		</dl>
	);
}
