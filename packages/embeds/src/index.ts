import { registerButtonBlock } from '@blockyard/ui';

import { registerCalendlyBlock } from './blocks/calendly';
import { registerEventbriteBlock } from './blocks/eventbrite';
import { registerGoogleCalendarBlock } from './blocks/google-calendar';

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
}

export { GOOGLE_CALENDAR_BLOCK_NAME, registerGoogleCalendarBlock } from './blocks/google-calendar';
export type { GoogleCalendarAttributes } from './blocks/google-calendar/types';
export { CALENDLY_BLOCK_NAME, registerCalendlyBlock } from './blocks/calendly';
export type { CalendlyAttributes, CalendlyStyle } from './blocks/calendly/types';
export { EVENTBRITE_BLOCK_NAME, registerEventbriteBlock } from './blocks/eventbrite';
export type { EventbriteAttributes, EventbriteStyle } from './blocks/eventbrite/types';
export { startEmbedsViews } from './view';
