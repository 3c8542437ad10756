import { registerGoogleCalendarBlock } from './blocks/google-calendar';
import { registerInstagramGalleryBlock } from './blocks/instagram-gallery';

/**
 * Registers every block of @blockyard/embeds. Idempotent: blocks already registered are left
 * alone.
 *
 * @example
 * registerEmbedsBlocks();
 */
export function registerEmbedsBlocks(): void {
	registerGoogleCalendarBlock();
	registerInstagramGalleryBlock();
}

export { GOOGLE_CALENDAR_BLOCK_NAME, registerGoogleCalendarBlock } from './blocks/google-calendar';
export type { GoogleCalendarAttributes } from './blocks/google-calendar/types';
export { INSTAGRAM_GALLERY_BLOCK_NAME, registerInstagramGalleryBlock } from './blocks/instagram-gallery';
export type { InstagramGalleryAttributes, InstagramImage } from './blocks/instagram-gallery/types';
