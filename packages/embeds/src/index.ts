import { registerButtonBlock, type BlockTierChoice } from '@blockyard/ui';

import { registerBlockFolders } from './blocks';

/**
 * Registers every block of @blockyard/embeds, and its variations of WordPress's Embed block
 * (Descript, Facebook, Loom, SmartFrame, and Instagram while the user is connected). Idempotent:
 * blocks already registered are left alone. Blocks of a tier the host has not allowed (`tiers`,
 * default production only, as in a post editor) are left out: Tock is a beta block.
 *
 * @example
 * registerEmbedsBlocks();
 */
export function registerEmbedsBlocks(tiers: BlockTierChoice = {}): void {
	// The button child of Calendly's Link style, Eventbrite's Button & Modal and Mailchimp's form.
	registerButtonBlock();
	registerBlockFolders(tiers);
	// Nothing in a saved post needs the Embed block's variations: their icons, words and the
	// watch on the user's connection load as a chunk of their own, asked for at once.
	void import('./variations/register').then(
		({ registerEmbedVariations }) => registerEmbedVariations(),
		// Without the chunk the editor works on, without these variations in its inserter.
		() => undefined
	);
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
export { INSTAGRAM_GALLERY_BLOCK_NAME, registerInstagramGalleryBlock } from './blocks/instagram-gallery';
export type { InstagramGalleryAttributes, InstagramImage } from './blocks/instagram-gallery/types';
export { renderInstagramGalleryGrid } from './blocks/instagram-gallery/live-grid';
export { MAILCHIMP_BLOCK_NAME, registerMailchimpBlock } from './blocks/mailchimp';
export type { MailchimpAttributes } from './blocks/mailchimp/types';
export { startEmbedsViews } from './view';
export {
	CORE_EMBED_BLOCK_NAME,
	EMBED_VARIATION_PATTERNS,
	type EmbedVariationAttributes,
	type EmbedVariationName,
} from './variations/patterns';
