import { registerBusinessHoursBlock } from './blocks/business-hours';
import { registerMapBlock } from './blocks/map';

/**
 * Registers every block of @blockyard/content. Idempotent: blocks already
 * registered are left alone.
 *
 * @example
 * registerContentBlocks();
 */
export function registerContentBlocks(): void {
	registerBusinessHoursBlock();
	registerMapBlock();
}

export { BUSINESS_HOURS_BLOCK_NAME, registerBusinessHoursBlock } from './blocks/business-hours';
export type {
	BusinessHoursAttributes,
	BusinessHoursDay,
	BusinessHoursInterval,
	BusinessHoursLocalization,
} from './blocks/business-hours/types';
export { MAP_BLOCK_NAME, registerMapBlock } from './blocks/map';
export type { MapAttributes, MapCenter, MapCoordinates, MapMarker } from './blocks/map/types';
