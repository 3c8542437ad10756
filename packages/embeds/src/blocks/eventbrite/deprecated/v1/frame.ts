// Version 1's checkout frame, from its attributes: a copy of the event page and frame helpers
// as they were when it was frozen.
import { safeProviderUrl } from './provider-url';
import type { FrameV1 } from './saved-frame';

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
export const EVENTBRITE_HOSTS_V1: readonly string[] = DOMAINS.flatMap((domain) => [
	`eventbrite.${domain}`,
	`www.eventbrite.${domain}`,
]).sort();

/** An event page's path: `/e/` then its title (optional) and its numeric id. */
const EVENT_PATH = /^\/e\/(?:[a-z0-9-]{0,200}-)?([0-9]{1,15})\/?$/i;

const CHECKOUT_SANDBOX =
	'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

/** The id an event page's address ends in; `undefined` for anything but an event page. */
function eventPageId(text: string | undefined): number | undefined {
	const address = safeProviderUrl(text ?? '', EVENTBRITE_HOSTS_V1);
	const match = address ? EVENT_PATH.exec(address.pathname) : null;
	const eventId = Number(match?.[1]);
	if (!address || !match || !Number.isSafeInteger(eventId) || eventId <= 0) {
		return undefined;
	}
	return eventId;
}

/** The checkout frame for an event page's address and the id it ends in. */
export function eventbriteFrameV1(url: string | undefined, eventId: number | undefined): FrameV1 | undefined {
	const pageEventId = eventPageId(url);
	if (pageEventId === undefined || pageEventId !== eventId) {
		return undefined;
	}
	return {
		src: `https://www.eventbrite.com/checkout-external?eid=${eventId}`,
		title: 'Eventbrite Checkout',
		sandbox: CHECKOUT_SANDBOX,
		height: 600,
	};
}
