import type { BlockTierChoice } from '@blockyard/ui';

import { registerBlockFolders } from './blocks';
/**
 * Registers every block of @blockyard/content. Idempotent: blocks already
 * registered are left alone.
 * Blocks of a tier the host has not allowed (`tiers`, default production only, as in a post
 * editor) are left out.
 *
 * @example
 * registerContentBlocks();
 */
export function registerContentBlocks(tiers: BlockTierChoice = {}): void {
	registerBlockFolders(tiers);
}

export { BUSINESS_HOURS_BLOCK_NAME, registerBusinessHoursBlock } from './blocks/business-hours';
export type {
	BusinessHoursAttributes,
	BusinessHoursDay,
	BusinessHoursInterval,
	BusinessHoursLocalization,
} from './blocks/business-hours/types';
export { CONTACT_INFO_BLOCK_NAME, registerContactInfoBlock } from './blocks/contact-info';
export type { ContactInfoAttributes } from './blocks/contact-info/types';
export { ADDRESS_BLOCK_NAME, registerAddressBlock } from './blocks/address';
export type { AddressAttributes } from './blocks/address/types';
export { EMAIL_BLOCK_NAME, registerEmailBlock } from './blocks/email';
export type { EmailAttributes } from './blocks/email/types';
export { PHONE_BLOCK_NAME, registerPhoneBlock } from './blocks/phone';
export type { PhoneAttributes } from './blocks/phone/types';
export { MARKDOWN_BLOCK_NAME, registerMarkdownBlock } from './blocks/markdown';
export type { MarkdownAttributes } from './blocks/markdown/types';
export { registerStarRatingBlock, STAR_RATING_BLOCK_NAME } from './blocks/star-rating';
export type { StarRatingAlignment, StarRatingAttributes } from './blocks/star-rating/types';
export { registerRepeatVisitorBlock, REPEAT_VISITOR_BLOCK_NAME } from './blocks/repeat-visitor';
export type { RepeatVisitorAttributes, RepeatVisitorCriteria } from './blocks/repeat-visitor/types';
export { startContentViews } from './view';
export { RELATED_POSTS_BLOCK_NAME, registerRelatedPostsBlock } from './blocks/related-posts';
export { renderRelatedPostsMarkup } from './blocks/related-posts/render-markup';
export type { RelatedPostsAttributes } from './blocks/related-posts/types';
export { MAP_BLOCK_NAME, registerMapBlock } from './blocks/map';
export type { MapAttributes, MapCenter, MapCoordinates, MapMarker } from './blocks/map/types';
