// An Eventbrite event page's address, and the event id it ends in. Read by `save` (through the
// frame) and by the parser, so it stays small.
import { safeProviderUrl } from '@blockyard/api-client';

/** The country domains Eventbrite's event pages are on. */
const DOMAINS = [
	'com',
	'ca',
	'co.uk',
	'com.au',
	'co.nz',
	'ie',
	'fr',
	'de',
	'es',
	'it',
	'nl',
	'be',
	'at',
	'ch',
	'pt',
	'se',
	'dk',
	'fi',
	'com.br',
	'com.mx',
	'com.ar',
	'cl',
	'co',
	'com.pe',
	'hk',
	'sg',
];

/** Every host an event page (or the checkout) may be on: `eventbrite.<domain>` and `www.eventbrite.<domain>`. */
export const EVENTBRITE_HOSTS: readonly string[] = DOMAINS.flatMap((domain) => [
	`eventbrite.${domain}`,
	`www.eventbrite.${domain}`,
]).sort();

/** An event page's path: `/e/` then its title (optional) and its numeric id. */
const EVENT_PATH = /^\/e\/(?:[a-z0-9-]{0,200}-)?([0-9]{1,15})\/?$/i;

/** An event page's https address (without its query) and its id; `undefined` for anything else. */
export function eventPage(text: string | undefined): { url: string; eventId: number } | undefined {
	const address = safeProviderUrl(text ?? '', EVENTBRITE_HOSTS);
	const match = address ? EVENT_PATH.exec(address.pathname) : null;
	const eventId = Number(match?.[1]);
	if (!address || !match || !Number.isSafeInteger(eventId) || eventId <= 0) {
		return undefined;
	}
	return { url: `https://${address.hostname}${address.pathname}`, eventId };
}
