// Version 1's attribute types, frozen with its save.

export type V1DayKey = 'Sun' | 'Mon' | 'Tue' | 'Wed' | 'Thu' | 'Fri' | 'Sat';

/** One opening interval as stored: `HH:MM` strings, kept as typed even when invalid. */
export type V1Interval = {
	opening: string;
	closing: string;
};

/** One day as stored. An empty `hours` list means closed. */
export type V1Day = {
	name: V1DayKey;
	hours: V1Interval[];
};

/** What the saved markup knows of the site's language, stored in the block. */
export type V1Localization = {
	locale: string;
	/** 0 = Sunday … 6 = Saturday. */
	startOfWeek: number;
	hour12: boolean;
	dayNames: Record<V1DayKey, string>;
	closedLabel: string;
	open24Label: string;
};

/** Version 1's attributes. */
export type V1Attributes = {
	days: V1Day[];
	localization?: V1Localization;
};
