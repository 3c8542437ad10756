import type { ReactNode } from 'react';

import { element } from '../class-names';
import { formatTime, machineTime, parseTime } from '../hours';
import { SCHEMA_ORG_DAYS } from '../schema-org';
import type { BusinessHoursDay, BusinessHoursInterval, BusinessHoursLocalization } from '../types';
import { normalizeDays, orderDays } from '../week';

/*
 * The display view of version 1 (0.1.0), frozen: it shows an interval only when
 * its closing time is after its opening time, so an interval past midnight
 * (18:00-02:00) was left out and its day could read "Closed". Never change it:
 * posts saved by version 1 are checked against exactly this markup.
 */

const SPECIFICATION_TYPE = 'https://schema.org/OpeningHoursSpecification';

function isShownInV1({ opening, closing }: BusinessHoursInterval): boolean {
	const opens = parseTime(opening, 'opening');
	const closes = parseTime(closing, 'closing');
	return opens !== null && closes !== null && closes > opens;
}

function isOpen24HoursInV1(day: BusinessHoursDay): boolean {
	const [only, ...rest] = day.hours;
	return rest.length === 0 && only?.opening === '00:00' && only.closing === '24:00';
}

function DayHoursV1({
	day,
	localization,
}: {
	day: BusinessHoursDay;
	localization: BusinessHoursLocalization;
}) {
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
export function HoursListV1({
	days,
	localization,
}: {
	days: unknown;
	localization: BusinessHoursLocalization;
}) {
	return (
		<dl className={element('days')} itemScope itemType="https://schema.org/Place">
			{orderDays(normalizeDays(days), localization.startOfWeek).map((day) => (
				<DayHoursV1 key={day.name} day={day} localization={localization} />
			))}
		</dl>
	);
}
