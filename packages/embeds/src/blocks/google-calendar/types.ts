/** The attributes of `blockyard/google-calendar`. */
export type GoogleCalendarAttributes = {
	/** The calendar's embed address (`https://calendar.google.com/calendar/embed?src=…`); unset until one is embedded. */
	url?: string;
	/** The frame's height in pixels (300 on narrow screens, by the stylesheet). */
	height: number;
};
