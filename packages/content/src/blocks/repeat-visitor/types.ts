/**
 * When the blocks inside are shown: `after-visits` once a visitor has been here more than
 * `threshold` times, `before-visits` until then.
 */
export type RepeatVisitorCriteria = 'after-visits' | 'before-visits';

/** `registerBlockType<T>` wants a type alias, not an interface. */
export type RepeatVisitorAttributes = {
	criteria: RepeatVisitorCriteria;
	/** A whole number above 0. */
	threshold: number;
};
