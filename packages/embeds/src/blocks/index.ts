// Written by `npm run blocks` from the block folders (tools/workspace): do not edit by hand.
import { registerCalendlyBlock } from './calendly';
import { registerEventbriteBlock } from './eventbrite';
import { registerGifBlock } from './gif';
import { registerGoogleCalendarBlock } from './google-calendar';
import { registerInstagramGalleryBlock } from './instagram-gallery';
import { registerMailchimpBlock } from './mailchimp';
import { registerOpenTableBlock } from './opentable';
import { registerPinterestBlock } from './pinterest';
import { registerTockBlock } from './tock';

/** Registers the block of every folder beside this file. Idempotent, as each of them is. */
export function registerBlockFolders(): void {
	registerCalendlyBlock();
	registerEventbriteBlock();
	registerGifBlock();
	registerGoogleCalendarBlock();
	registerInstagramGalleryBlock();
	registerMailchimpBlock();
	registerOpenTableBlock();
	registerPinterestBlock();
	registerTockBlock();
}
