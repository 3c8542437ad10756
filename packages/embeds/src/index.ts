import { registerGifBlock } from './blocks/gif';
import { registerGoogleCalendarBlock } from './blocks/google-calendar';
import { registerOpenTableBlock } from './blocks/opentable';

/**
 * Registers every block of @blockyard/embeds. Idempotent: blocks already registered are left
 * alone.
 *
 * @example
 * registerEmbedsBlocks();
 */
export function registerEmbedsBlocks(): void {
	registerGoogleCalendarBlock();
	registerGifBlock();
	registerOpenTableBlock();
}

export { GOOGLE_CALENDAR_BLOCK_NAME, registerGoogleCalendarBlock } from './blocks/google-calendar';
export type { GoogleCalendarAttributes } from './blocks/google-calendar/types';
export { GIF_BLOCK_NAME, registerGifBlock } from './blocks/gif';
export type { GifAttributes } from './blocks/gif/types';
export { OPENTABLE_BLOCK_NAME, registerOpenTableBlock } from './blocks/opentable';
export type { OpenTableAttributes, OpenTableStyle } from './blocks/opentable/types';
export { startEmbedsViews } from './view';
