import { registerButtonBlock } from '@blockyard/ui';

import { registerCalendlyBlock } from './blocks/calendly';
import { registerEventbriteBlock } from './blocks/eventbrite';
import { registerGifBlock } from './blocks/gif';
import { registerGoogleCalendarBlock } from './blocks/google-calendar';
import { registerOpenTableBlock } from './blocks/opentable';
import { registerPinterestBlock } from './blocks/pinterest';
import { registerTockBlock } from './blocks/tock';

/**
 * Registers every block of @blockyard/embeds. Idempotent: blocks already registered are left
 * alone.
 *
 * @example
 * registerEmbedsBlocks();
 */
export function registerEmbedsBlocks(): void {
	// The Link style's and the modal's button.
	registerButtonBlock();
	registerCalendlyBlock();
	registerEventbriteBlock();
	registerGoogleCalendarBlock();
	registerTockBlock();
	registerPinterestBlock();
	registerGifBlock();
	registerOpenTableBlock();
}

export { GOOGLE_CALENDAR_BLOCK_NAME, registerGoogleCalendarBlock } from './blocks/google-calendar';
export type { GoogleCalendarAttributes } from './blocks/google-calendar/types';
export { CALENDLY_BLOCK_NAME, registerCalendlyBlock } from './blocks/calendly';
export type { CalendlyAttributes, CalendlyStyle } from './blocks/calendly/types';
export { EVENTBRITE_BLOCK_NAME, registerEventbriteBlock } from './blocks/eventbrite';
export type { EventbriteAttributes, EventbriteStyle } from './blocks/eventbrite/types';
export { PINTEREST_BLOCK_NAME, registerPinterestBlock } from './blocks/pinterest';
export type { PinterestAttributes } from './blocks/pinterest/types';
export { registerTockBlock, TOCK_BLOCK_NAME } from './blocks/tock';
export type { TockAttributes } from './blocks/tock/types';
export { GIF_BLOCK_NAME, registerGifBlock } from './blocks/gif';
export type { GifAttributes } from './blocks/gif/types';
export { OPENTABLE_BLOCK_NAME, registerOpenTableBlock } from './blocks/opentable';
export type { OpenTableAttributes, OpenTableStyle } from './blocks/opentable/types';
export { startEmbedsViews } from './view';
