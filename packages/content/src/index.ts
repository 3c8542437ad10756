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
export {
	DEFAULT_INTERVAL,
	EMPTY_INTERVAL,
	OPEN_24_HOURS_INTERVAL,
	formatTime,
	isOpen24Hours,
	isValidInterval,
	machineTime,
	parseTime,
	validIntervals,
	validateInterval,
	type IntervalProblem,
	type TimeRole,
} from './blocks/business-hours/hours';
export { ENGLISH_DAY_NAMES, defaultDays, normalizeDays, orderDays } from './blocks/business-hours/week';
export {
	DEFAULT_LOCALIZATION,
	resolveLocalization,
	toBcp47,
	usesTwelveHourClock,
} from './blocks/business-hours/localization';
export {
	SCHEMA_ORG_DAYS,
	openingHoursSpecifications,
	type OpeningHoursSpecification,
} from './blocks/business-hours/schema-org';
