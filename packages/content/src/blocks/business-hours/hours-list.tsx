import type { ReactNode } from 'react';

import { element } from './class-names';
import { formatTime, isOpen24Hours, validIntervals } from './hours';
import { openingHoursSpecifications, type OpeningHoursSpecification } from './schema-org';
import type { BusinessHoursDay, BusinessHoursInterval, BusinessHoursLocalization } from './types';
import { normalizeDays, orderDays } from './week';

/*
 * The display view: the saved markup, and what the editor shows while the block
 * is not selected. A pure function of its props (no hooks, no `__()`), because
 * `save` renders it and block validation compares its output with stored HTML.
 */

const SPECIFICATION_TYPE = 'https://schema.org/OpeningHoursSpecification';

/** The microdata item every shown interval is: `openingHoursSpecification` of the list's Place. */
function Specification({ spec, children }: { spec: OpeningHoursSpecification; children: ReactNode }) {
	return (
		<span
			className={element('interval')}
			itemProp="openingHoursSpecification"
			itemScope
			itemType={SPECIFICATION_TYPE}
		>
			<link itemProp="dayOfWeek" href={spec.dayOfWeek} />
			{children}
		</span>
	);
}

function IntervalTimes({
	interval,
	spec,
	hour12,
}: {
	interval: BusinessHoursInterval;
	spec: OpeningHoursSpecification;
	hour12: boolean;
}) {
	return (
		<Specification spec={spec}>
			<time itemProp="opens" dateTime={spec.opens}>
				{formatTime(interval.opening, hour12)}
			</time>
			{' – '}
			<time itemProp="closes" dateTime={spec.closes}>
				{formatTime(interval.closing, hour12)}
			</time>
		</Specification>
	);
}

function DayHours({ day, localization }: { day: BusinessHoursDay; localization: BusinessHoursLocalization }) {
	const intervals = validIntervals(day);
	const specs = openingHoursSpecifications(day);
	let hours: ReactNode = localization.closedLabel;
	if (isOpen24Hours(day) && specs[0]) {
		const [spec] = specs;
		hours = (
			<Specification spec={spec}>
				<meta itemProp="opens" content={spec.opens} />
				<meta itemProp="closes" content={spec.closes} />
				{localization.open24Label}
			</Specification>
		);
	} else if (intervals.length > 0) {
		hours = intervals.map((interval, index) => {
			const spec = specs[index];
			return spec ? (
				<IntervalTimes key={index} interval={interval} spec={spec} hour12={localization.hour12} />
			) : null;
		});
	}
	return (
		<div className={intervals.length > 0 ? element('day') : `${element('day')} is-closed`}>
			<dt className={element('day-name')}>{localization.dayNames[day.name]}</dt>
			<dd className={element('hours')}>{hours}</dd>
		</div>
	);
}

export type HoursListProps = {
	/** The stored `days` attribute; normalized here, so malformed lists still render. */
	days: unknown;
	localization: BusinessHoursLocalization;
	/** The stored `joinsEnclosingItem` attribute: whether the list opens no item of its own. */
	joinsEnclosingItem?: boolean | undefined;
};

/** The list's own item: a schema.org Place, the most general type with opening hours. */
const PLACE_PROPS = { itemScope: true, itemType: 'https://schema.org/Place' } as const;

/**
 * A `<dl>` of the week in the localization's start-of-week order. On its own it is
 * a schema.org Place item, which claims no kind of business and gives each
 * specification an item to belong to. Inside Contact Info (`joinsEnclosingItem`)
 * it opens no item, so its specifications are properties of Contact Info's
 * `LocalBusiness` (docs/decisions/0025-contact-info-microdata.md).
 */
export function HoursList({ days, localization, joinsEnclosingItem = false }: HoursListProps) {
	return (
		<dl className={element('days')} {...(joinsEnclosingItem ? {} : PLACE_PROPS)}>
			{orderDays(normalizeDays(days), localization.startOfWeek).map((day) => (
				<DayHours key={day.name} day={day} localization={localization} />
			))}
		</dl>
	);
}
