// Written by `npm run blocks` from the block folders (tools/workspace): do not edit by hand.
import { registerAddressBlock } from './address';
import { registerBusinessHoursBlock } from './business-hours';
import { registerContactInfoBlock } from './contact-info';
import { registerEmailBlock } from './email';
import { registerMapBlock } from './map';
import { registerMarkdownBlock } from './markdown';
import { registerPhoneBlock } from './phone';
import { registerRelatedPostsBlock } from './related-posts';
import { registerRepeatVisitorBlock } from './repeat-visitor';
import { registerStarRatingBlock } from './star-rating';

/** Registers the block of every folder beside this file. Idempotent, as each of them is. */
export function registerBlockFolders(): void {
	registerAddressBlock();
	registerBusinessHoursBlock();
	registerContactInfoBlock();
	registerEmailBlock();
	registerMapBlock();
	registerMarkdownBlock();
	registerPhoneBlock();
	registerRelatedPostsBlock();
	registerRepeatVisitorBlock();
	registerStarRatingBlock();
}
