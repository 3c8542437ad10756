// The Google Calendar frame, from the saved attributes: imported by `save`, so it holds no parser.
import { safeProviderUrl } from '@blockyard/api-client';
import type { EmbedFrame } from '../../embed/provider';
import type { GoogleCalendarAttributes } from './types';

/** The only host a Google Calendar frame comes from. */
export const GOOGLE_CALENDAR_HOSTS: readonly string[] = ['calendar.google.com'];

/** The height of the frame when none is set, in pixels. */
export const DEFAULT_CALENDAR_HEIGHT = 600;

/** Where every embedded calendar's address starts. */
export const CALENDAR_EMBED_PATH = '/calendar/embed';

// The calendar runs Google's scripts on Google's origin (cookies for a signed-in visitor), and
// opens an event in a new tab; it never needs forms, top navigation or downloads.
const CALENDAR_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';

/** The frame for a calendar's embed address; nothing when `url` is not one. */
export function calendarFrame({ url, height }: GoogleCalendarAttributes): EmbedFrame | undefined {
	const address = safeProviderUrl(url ?? '', GOOGLE_CALENDAR_HOSTS);
	if (!address || address.pathname !== CALENDAR_EMBED_PATH) {
		return undefined;
	}
	return {
		src: address.href,
		title: 'Google Calendar',
		sandbox: CALENDAR_SANDBOX,
		height: Number.isInteger(height) && height > 0 ? height : DEFAULT_CALENDAR_HEIGHT,
	};
}
