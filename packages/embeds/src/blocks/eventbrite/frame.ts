// The Eventbrite checkout's frame, from the saved attributes: imported by `save` and by the
// visitor's modal, so it holds no parser.
import type { EmbedFrame } from '../../embed/provider';
import { eventPage } from './event-page';
import type { EventbriteAttributes } from './types';

export { EVENTBRITE_HOSTS } from './event-page';

/** Where Eventbrite's checkout comes from, whatever the event page's country. */
export const EVENTBRITE_CHECKOUT_HOST = 'www.eventbrite.com';

/** The checkout frame's height in pixels (Eventbrite's widget starts at about this). */
export const EVENTBRITE_FRAME_HEIGHT = 600;

// The checkout runs Eventbrite's scripts on Eventbrite's origin (a signed-in buyer's cookies),
// submits the order form and opens payment and sign-in windows; it never navigates the page.
const CHECKOUT_SANDBOX =
	'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

/** The checkout of event `eventId`, as Eventbrite's widget frames it. */
export function checkoutFrame(eventId: number): EmbedFrame | undefined {
	if (!Number.isSafeInteger(eventId) || eventId <= 0) {
		return undefined;
	}
	return {
		src: `https://${EVENTBRITE_CHECKOUT_HOST}/checkout-external?eid=${eventId}`,
		title: 'Eventbrite Checkout',
		sandbox: CHECKOUT_SANDBOX,
		height: EVENTBRITE_FRAME_HEIGHT,
	};
}

/** The checkout frame for saved attributes: an event page's address and the id it ends in. */
export function eventbriteFrame({ url, eventId }: EventbriteAttributes): EmbedFrame | undefined {
	const page = eventPage(url);
	return page && page.eventId === eventId ? checkoutFrame(eventId) : undefined;
}
