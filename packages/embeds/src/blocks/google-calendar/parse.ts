// What an editor pastes into a Google Calendar block: the calendar's public address, its
// embed code (an iframe), or a share link carrying `cid`. Each becomes the one embed address
// (`https://calendar.google.com/calendar/embed?src=…`), rebuilt by us from the parameters
// Google's embed reads, each checked; anything else in the pasted text is dropped.
import { safeProviderUrl } from '@blockyard/api-client';
import { embedCodeColour } from '../../embed/colour';
import { looksLikeMarkup, scanElements } from '../../embed/embed-code';
import type { EmbedParseResult } from '../../embed/provider';
import { CALENDAR_EMBED_PATH, GOOGLE_CALENDAR_HOSTS } from './frame';
import type { GoogleCalendarAttributes } from './types';

/** A calendar id: an address-like name such as `team@group.calendar.google.com` or `en.usa#holiday@…`. */
const CALENDAR_ID = /^[a-z0-9][a-z0-9._#+-]*(@[a-z0-9][a-z0-9.-]*)?$/i;
const MAX_CALENDAR_ID_LENGTH = 256;
/** Frame heights an embed code may set, in pixels. */
const HEIGHT = /^\s*([0-9]{2,4})(px)?\s*$/;

/** Google's embed parameters we keep, each with what a value must look like. */
const KEPT_PARAMETERS: Readonly<Record<string, (value: string) => string | undefined>> = {
	ctz: (value) => (/^[a-z_]+(\/[a-z0-9_+-]+){0,2}$/i.test(value) ? value : undefined),
	mode: (value) => (['AGENDA', 'WEEK', 'MONTH'].includes(value) ? value : undefined),
	wkst: (value) => (/^[1-7]$/.test(value) ? value : undefined),
	hl: (value) => (/^[a-z]{2,3}([_-][a-z0-9]{2,8})?$/i.test(value) ? value : undefined),
	bgcolor: colourParameter,
	showTitle: flag,
	showNav: flag,
	showDate: flag,
	showPrint: flag,
	showTabs: flag,
	showCalendars: flag,
	showTz: flag,
};

function flag(value: string): string | undefined {
	return value === '0' || value === '1' ? value : undefined;
}

function colourParameter(value: string): string | undefined {
	const colour = embedCodeColour(value);
	return colour === undefined ? undefined : `#${colour}`;
}

/** A calendar id as it is, or decoded from a share link's base64 `cid`. */
function calendarId(value: string, encoded: boolean): string | undefined {
	if (encoded && /^[a-z0-9+/_-]+={0,2}$/i.test(value)) {
		try {
			const decoded = atob(value.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, ''));
			if (
				decoded.length <= MAX_CALENDAR_ID_LENGTH &&
				CALENDAR_ID.test(decoded) &&
				decoded.includes('@')
			) {
				return decoded;
			}
		} catch {
			// Not base64: the cid may be the id itself.
		}
	}
	return value.length <= MAX_CALENDAR_ID_LENGTH && CALENDAR_ID.test(value) ? value : undefined;
}

/**
 * The Google Calendar embed address (and height, from an embed code) in pasted text.
 *
 * @example
 * parseGoogleCalendar('https://calendar.google.com/calendar/u/0?cid=dGVhbUBleGFtcGxlLmNvbQ')
 * // { ok: true, url: 'https://calendar.google.com/calendar/embed?src=team%40example.com', attributes: { url: … } }
 */
export function parseGoogleCalendar(text: string): EmbedParseResult<GoogleCalendarAttributes> {
	const trimmed = text.trim();
	if (trimmed === '') {
		return { ok: false, reason: 'empty' };
	}
	let address = trimmed;
	let height: number | undefined;
	if (looksLikeMarkup(trimmed)) {
		const frame = scanElements(trimmed, 'iframe')[0];
		address = frame?.attributes.get('src') ?? '';
		const heightMatch = HEIGHT.exec(frame?.attributes.get('height') ?? '');
		height = heightMatch ? Number(heightMatch[1]) : undefined;
	}
	const url = safeProviderUrl(address, GOOGLE_CALENDAR_HOSTS);
	if (!url) {
		return { ok: false, reason: 'not-provider' };
	}
	if (url.pathname !== '/calendar' && !url.pathname.startsWith('/calendar/')) {
		return { ok: false, reason: 'not-embeddable' };
	}

	const embed = new URL(`https://${GOOGLE_CALENDAR_HOSTS[0]}${CALENDAR_EMBED_PATH}`);
	const sources = url.searchParams.getAll('src').map((value) => calendarId(value, false));
	const shared = url.searchParams.getAll('cid').map((value) => calendarId(value, true));
	const colours = url.searchParams.getAll('color').map(colourParameter);
	const ids = [...sources, ...shared];
	ids.forEach((id, index) => {
		if (id !== undefined) {
			embed.searchParams.append('src', id);
			const colour = colours[index];
			if (colour !== undefined) {
				embed.searchParams.append('color', colour);
			}
		}
	});
	if (!embed.searchParams.has('src')) {
		return { ok: false, reason: 'not-embeddable' };
	}
	for (const [name, check] of Object.entries(KEPT_PARAMETERS)) {
		const value = url.searchParams.get(name);
		const kept = value === null ? undefined : check(value);
		if (kept !== undefined) {
			embed.searchParams.set(name, kept);
		}
	}
	return {
		ok: true,
		url: embed.href,
		attributes: height === undefined ? { url: embed.href } : { url: embed.href, height },
	};
}
