import { registerGoogleCalendarBlock } from './blocks/google-calendar';
import { registerInstagramGalleryBlock } from './blocks/instagram-gallery';
import { registerMailchimpBlock } from './blocks/mailchimp';

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
	registerMailchimpBlock();
}

export { GOOGLE_CALENDAR_BLOCK_NAME, registerGoogleCalendarBlock } from './blocks/google-calendar';
export type { GoogleCalendarAttributes } from './blocks/google-calendar/types';
export { INSTAGRAM_GALLERY_BLOCK_NAME, registerInstagramGalleryBlock } from './blocks/instagram-gallery';
export type { InstagramGalleryAttributes, InstagramImage } from './blocks/instagram-gallery/types';
export { MAILCHIMP_BLOCK_NAME, registerMailchimpBlock } from './blocks/mailchimp';
export type { MailchimpAttributes } from './blocks/mailchimp/types';
export { startEmbedsViews } from './view';
