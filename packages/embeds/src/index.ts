import { registerGoogleCalendarBlock } from './blocks/google-calendar';
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
	registerGoogleCalendarBlock();
	registerTockBlock();
	registerPinterestBlock();
}

export { GOOGLE_CALENDAR_BLOCK_NAME, registerGoogleCalendarBlock } from './blocks/google-calendar';
export type { GoogleCalendarAttributes } from './blocks/google-calendar/types';
export { PINTEREST_BLOCK_NAME, registerPinterestBlock } from './blocks/pinterest';
export type { PinterestAttributes } from './blocks/pinterest/types';
export { registerTockBlock, TOCK_BLOCK_NAME } from './blocks/tock';
export type { TockAttributes } from './blocks/tock/types';
export { startEmbedsViews } from './view';
