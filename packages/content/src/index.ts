import { registerBusinessHoursBlock } from './blocks/business-hours';
import { registerRelatedPostsBlock } from './blocks/related-posts';

/**
 * Registers every block of @blockyard/content. Idempotent: blocks already
 * registered are left alone.
 *
 * @example
 * registerContentBlocks();
 */
export function registerContentBlocks(): void {
	registerBusinessHoursBlock();
	registerRelatedPostsBlock();
}

export { BUSINESS_HOURS_BLOCK_NAME, registerBusinessHoursBlock } from './blocks/business-hours';
export type {
	BusinessHoursAttributes,
	BusinessHoursDay,
	BusinessHoursInterval,
	BusinessHoursLocalization,
} from './blocks/business-hours/types';
export { RELATED_POSTS_BLOCK_NAME, registerRelatedPostsBlock } from './blocks/related-posts';
export { renderRelatedPostsMarkup } from './blocks/related-posts/render-markup';
export type { RelatedPostsAttributes } from './blocks/related-posts/types';
