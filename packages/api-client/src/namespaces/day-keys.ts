/**
 * The week's days as the business-hours calls key them, Sunday first. A module of its own,
 * without the calls' schemas, so that a block's `save` that needs only these keys does not
 * bring the schema library into its registration.
 */
export const DAY_KEYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export type DayKey = (typeof DAY_KEYS)[number];
