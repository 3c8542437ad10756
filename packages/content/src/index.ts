import { registerBusinessHoursBlock } from './blocks/business-hours';
import { registerRepeatVisitorBlock } from './blocks/repeat-visitor';
import { registerStarRatingBlock } from './blocks/star-rating';

/**
 * Registers every block of @blockyard/content. Idempotent: blocks already
 * registered are left alone.
 *
 * @example
 * registerContentBlocks();
 */
export function registerContentBlocks(): void {
	registerBusinessHoursBlock();
	registerStarRatingBlock();
	registerRepeatVisitorBlock();
}

export { BUSINESS_HOURS_BLOCK_NAME, registerBusinessHoursBlock } from './blocks/business-hours';
export type {
	BusinessHoursAttributes,
	BusinessHoursDay,
	BusinessHoursInterval,
	BusinessHoursLocalization,
} from './blocks/business-hours/types';
export { registerStarRatingBlock, STAR_RATING_BLOCK_NAME } from './blocks/star-rating';
export type { StarRatingAlignment, StarRatingAttributes } from './blocks/star-rating/types';
export { registerRepeatVisitorBlock, REPEAT_VISITOR_BLOCK_NAME } from './blocks/repeat-visitor';
export type { RepeatVisitorAttributes, RepeatVisitorCriteria } from './blocks/repeat-visitor/types';
export { startContentViews } from './view';
