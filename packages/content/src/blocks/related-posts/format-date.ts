import { toBcp47 } from '../business-hours/localization';

/** A date as WordPress's REST API writes it: the site's local time, without a zone. */
const REST_DATE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/;

export interface PostDate {
	/** What a visitor reads, in the site's language. */
	readonly text: string;
	/** `YYYY-MM-DD` for `<time datetime>`, when the date could be read. */
	readonly machine?: string;
}

/**
 * A related post's date in the site's locale (a WordPress locale such as
 * `de_DE`): a REST date (`2026-11-26T09:30:00`) becomes the locale's long date
 * ("26. November 2026"); any other text, such as a date a site already
 * formatted, is shown as it came. Empty text gives `undefined`.
 */
export function formatPostDate(date: string | undefined, wpLocale: string): PostDate | undefined {
	const text = date?.trim();
	if (!text) {
		return undefined;
	}
	const match = REST_DATE.exec(text);
	if (!match) {
		return { text };
	}
	// The fields are the site's local time: format them as they are, in UTC, so no zone shifts the day.
	const instant = new Date(`${text}Z`);
	if (Number.isNaN(instant.getTime())) {
		return { text };
	}
	const formatted = new Intl.DateTimeFormat(toBcp47(wpLocale), {
		dateStyle: 'long',
		timeZone: 'UTC',
	}).format(instant);
	return { text: formatted, machine: `${match[1]}-${match[2]}-${match[3]}` };
}
