// The Calendly frame, from the saved attributes: imported by `save`, so it holds no parser.
import { safeProviderUrl } from '@blockyard/api-client';
import { validColor } from '@blockyard/ui';

import type { EmbedFrame } from '../../embed/provider';
import type { CalendlyAttributes } from './types';

/** The only host a Calendly frame comes from. */
export const CALENDLY_HOSTS: readonly string[] = ['calendly.com'];

/** The colours a booking page has when none (or an invalid one) is set: six hex digits. */
export const CALENDLY_DEFAULT_COLOURS = {
	backgroundColor: 'ffffff',
	primaryColor: '00A2FF',
	textColor: '4D5055',
} as const;

/** The frame's height in pixels: Calendly's inline page fits in it without a scroll bar. */
export const CALENDLY_FRAME_HEIGHT = 630;

/** A booking page's path: a user's page, an event type of theirs, or a single-use link (`/d/…`). */
export const CALENDLY_PATH = /^(\/[a-z0-9_-]{1,100}){1,3}\/?$/i;

/** A host name (with an optional port) Calendly is told it is embedded on. */
const EMBED_DOMAIN = /^[a-z0-9]([a-z0-9-]{0,62}\.)*[a-z0-9-]{1,63}(:[0-9]{1,5})?$/i;

// The booking page runs Calendly's scripts on Calendly's origin, submits the booking form and
// opens its links (a payment, the privacy notice) in a new tab; it never navigates the page.
const CALENDLY_SANDBOX =
	'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

/** A colour attribute as the address carries it: six hex digits without `#`, else the default. */
export const calendlyColour = (value: string | undefined, fallback: string): string =>
	validColor(value, `#${fallback}`).slice(1);

/** The booking page's address (`https://calendly.com/…`), or `undefined` when `url` is not one. */
export function calendlyPage(url: string | undefined): URL | undefined {
	const address = safeProviderUrl(url ?? '', CALENDLY_HOSTS);
	if (!address || !CALENDLY_PATH.test(address.pathname)) {
		return undefined;
	}
	return new URL(`https://${CALENDLY_HOSTS[0]}${address.pathname}`);
}

/**
 * The inline frame of a booking page, with the parameters Calendly's inline embed gives it:
 * `embed_domain`, `embed_type=Inline`, the three colours and `hide_event_type_details=1`.
 */
export function calendlyFrame(attributes: CalendlyAttributes): EmbedFrame | undefined {
	const page = calendlyPage(attributes.url);
	if (!page) {
		return undefined;
	}
	const domain = attributes.embedDomain ?? '';
	if (EMBED_DOMAIN.test(domain) && domain.length <= 253) {
		page.searchParams.set('embed_domain', domain.toLowerCase());
	}
	page.searchParams.set('embed_type', 'Inline');
	page.searchParams.set(
		'background_color',
		calendlyColour(attributes.backgroundColor, CALENDLY_DEFAULT_COLOURS.backgroundColor)
	);
	page.searchParams.set(
		'text_color',
		calendlyColour(attributes.textColor, CALENDLY_DEFAULT_COLOURS.textColor)
	);
	page.searchParams.set(
		'primary_color',
		calendlyColour(attributes.primaryColor, CALENDLY_DEFAULT_COLOURS.primaryColor)
	);
	if (attributes.hideEventTypeDetails === true) {
		page.searchParams.set('hide_event_type_details', '1');
	}
	return {
		src: page.href,
		title: 'Calendly',
		sandbox: CALENDLY_SANDBOX,
		height: CALENDLY_FRAME_HEIGHT,
	};
}
