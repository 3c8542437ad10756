import { registerBusinessHoursBlock } from './blocks/business-hours';

/**
 * Registers every block of @blockyard/content. Idempotent: blocks already
 * registered are left alone.
 *
 * @example
 * registerContentBlocks();
 */
export function registerContentBlocks(): void {
	registerBusinessHoursBlock();
}

export { BUSINESS_HOURS_BLOCK_NAME, registerBusinessHoursBlock } from './blocks/business-hours';
export type {
	BusinessHoursAttributes,
	BusinessHoursDay,
	BusinessHoursInterval,
	BusinessHoursLocalization,
} from './blocks/business-hours/types';
