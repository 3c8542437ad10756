// What an editor pastes into an Eventbrite block: an event page's address, on one of
// Eventbrite's country domains, ending in the event's numeric id.
import { safeProviderUrl } from '@blockyard/api-client';
import type { EmbedParseResult } from '../../embed/provider';
import { eventPage } from './event-page';
import { EVENTBRITE_HOSTS } from './frame';
import type { EventbriteAttributes } from './types';

/**
 * An Eventbrite event page and its id in pasted text (which must start with `http`).
 *
 * @example
 * parseEventbrite('https://www.eventbrite.co.uk/e/jazz-night-tickets-123456789012?aff=ebdssbdestsearch')
 * // { ok: true, url: 'https://www.eventbrite.co.uk/e/jazz-night-tickets-123456789012', attributes: { url: …, eventId: 123456789012 } }
 */
export function parseEventbrite(text: string): EmbedParseResult<EventbriteAttributes> {
	const trimmed = text.trim();
	if (trimmed === '') {
		return { ok: false, reason: 'empty' };
	}
	if (!/^https?:\/\//i.test(trimmed) || !safeProviderUrl(trimmed, EVENTBRITE_HOSTS)) {
		return { ok: false, reason: 'not-provider' };
	}
	const page = eventPage(trimmed);
	if (!page) {
		return { ok: false, reason: 'not-embeddable' };
	}
	return { ok: true, url: page.url, attributes: { url: page.url, eventId: page.eventId } };
}
