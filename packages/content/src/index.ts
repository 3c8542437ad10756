import { registerBusinessHoursBlock } from './blocks/business-hours';
import { registerMarkdownBlock } from './blocks/markdown';

/**
 * Registers every block of @blockyard/content. Idempotent: blocks already
 * registered are left alone.
 *
 * @example
 * registerContentBlocks();
 */
export function registerContentBlocks(): void {
	registerBusinessHoursBlock();
	registerMarkdownBlock();
}

export { BUSINESS_HOURS_BLOCK_NAME, registerBusinessHoursBlock } from './blocks/business-hours';
export type {
	BusinessHoursAttributes,
	BusinessHoursDay,
	BusinessHoursInterval,
	BusinessHoursLocalization,
} from './blocks/business-hours/types';
export { MARKDOWN_BLOCK_NAME, registerMarkdownBlock } from './blocks/markdown';
export type { MarkdownAttributes } from './blocks/markdown/types';
