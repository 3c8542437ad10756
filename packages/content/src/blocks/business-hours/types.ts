import type { DayKey } from '@blockyard/api-client';

/** One opening interval as stored: `HH:MM` strings, kept as typed even when invalid. */
export type BusinessHoursInterval = {
	opening: string;
	closing: string;
};

/** One day as stored. An empty `hours` list means closed. */
export type BusinessHoursDay = {
	name: DayKey;
	hours: BusinessHoursInterval[];
};

/**
 * What the saved markup needs to know about the site's language, frozen into
 * the block so that `save` is a pure function of its attributes (see docs/decisions/0004-business-hours-saved-markup.md).
 */
export type BusinessHoursLocalization = {
	/** WordPress locale the snapshot was taken in, e.g. `de_DE`. */
	locale: string;
	/** 0 = Sunday … 6 = Saturday. */
	startOfWeek: number;
	/** Whether times show as `9:00 AM` (true) or `09:00` (false). */
	hour12: boolean;
	dayNames: Record<DayKey, string>;
	closedLabel: string;
	open24Label: string;
};

/** `registerBlockType<T>` wants a type alias, not an interface. */
export type BusinessHoursAttributes = {
	/** Always seven entries, Sun..Sat. */
	days: BusinessHoursDay[];
	localization?: BusinessHoursLocalization;
	/**
	 * Whether the hours join the schema.org item of the block around them (Contact
	 * Info's `LocalBusiness`) instead of opening a `Place` of their own. The edit
	 * keeps it in step with where the block is; default false, today's markup.
	 */
	joinsEnclosingItem?: boolean;
};
