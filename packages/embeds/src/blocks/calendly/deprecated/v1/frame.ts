// Version 1's Calendly frame, from its attributes: a copy of the frame helpers as they were
// when it was frozen. Version 1 had no `embedDomain` attribute, so its frame never names one.
import { safeProviderUrl } from './provider-url';
import type { FrameV1 } from './saved-frame';
import type { CalendlyV1Attributes } from './types';

/** The only host a Calendly frame comes from. */
export const CALENDLY_HOSTS_V1: readonly string[] = ['calendly.com'];

/** The colours a booking page has when none (or an invalid one) is set: six hex digits. */
const DEFAULT_COLOURS = {
	backgroundColor: 'ffffff',
	primaryColor: '00A2FF',
	textColor: '4D5055',
} as const;

/** The frame's height in pixels. */
const FRAME_HEIGHT = 630;

/** A booking page's path: a user's page, an event type of theirs, or a single-use link (`/d/…`). */
const CALENDLY_PATH = /^(\/[a-z0-9_-]{1,100}){1,3}\/?$/i;

const SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

const HEX_COLOR = /^#?([0-9a-f]{6})$/i;

/** Six hex digits with an optional `#`, given back with its `#`; `fallback` otherwise. */
function validColor<T extends string | undefined>(value: unknown, fallback: T): string | T {
	if (typeof value !== 'string') {
		return fallback;
	}
	const match = HEX_COLOR.exec(value.trim());
	return match ? `#${match[1] ?? ''}` : fallback;
}

/** A colour attribute as the address carries it: six hex digits without `#`, else the default. */
const colour = (value: string | undefined, fallback: string): string =>
	validColor(value, `#${fallback}`).slice(1);

/** The booking page's address (`https://calendly.com/…`), or `undefined` when `url` is not one. */
function calendlyPage(url: string | undefined): URL | undefined {
	const address = safeProviderUrl(url ?? '', CALENDLY_HOSTS_V1);
	if (!address || !CALENDLY_PATH.test(address.pathname)) {
		return undefined;
	}
	return new URL(`https://${CALENDLY_HOSTS_V1[0]}${address.pathname}`);
}

/** The inline frame of a booking page: `embed_type=Inline`, the three colours, `hide_event_type_details=1`. */
export function calendlyFrameV1(attributes: CalendlyV1Attributes): FrameV1 | undefined {
	const page = calendlyPage(attributes.url);
	if (!page) {
		return undefined;
	}
	page.searchParams.set('embed_type', 'Inline');
	page.searchParams.set(
		'background_color',
		colour(attributes.backgroundColor, DEFAULT_COLOURS.backgroundColor)
	);
	page.searchParams.set('text_color', colour(attributes.textColor, DEFAULT_COLOURS.textColor));
	page.searchParams.set('primary_color', colour(attributes.primaryColor, DEFAULT_COLOURS.primaryColor));
	if (attributes.hideEventTypeDetails === true) {
		page.searchParams.set('hide_event_type_details', '1');
	}
	return { src: page.href, title: 'Calendly', sandbox: SANDBOX, height: FRAME_HEIGHT };
}
