import type { EmbedProvider } from '../../embed/provider';
import { calendarFrame, GOOGLE_CALENDAR_HOSTS } from './frame';
import { parseGoogleCalendar } from './parse';
import type { GoogleCalendarAttributes } from './types';

/** Google Calendar, as the embed mechanism takes it. */
export const googleCalendarProvider: EmbedProvider<GoogleCalendarAttributes> = {
	hosts: GOOGLE_CALENDAR_HOSTS,
	parse: parseGoogleCalendar,
	frame: calendarFrame,
};
