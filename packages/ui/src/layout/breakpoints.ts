/**
 * The editor's width breakpoints, in CSS pixels: the ones WordPress's own
 * interface uses, so a Blockyard control changes its layout where the editor
 * around it does. One table for every package; CSS that needs one names its value
 * in a comment that points here.
 */
export const BREAKPOINTS = Object.freeze({
	huge: 1440,
	wide: 1280,
	large: 960,
	medium: 782,
	small: 600,
	mobile: 480,
} as const);

/** A breakpoint's name: `huge`, `wide`, `large`, `medium`, `small` or `mobile`. */
export type BreakpointName = keyof typeof BREAKPOINTS;

/** How often, at most, a resize is measured again: once per 20 ms. */
export const RESIZE_THROTTLE_MS = 20;

/**
 * True when `width` is under the breakpoint `name` (the breakpoint itself is
 * already the wider layout, as in WordPress's `max-width: <breakpoint - 1>` rules).
 *
 * @example
 * isNarrowerThan(479, 'mobile'); // true
 * isNarrowerThan(480, 'mobile'); // false
 */
export function isNarrowerThan(width: number, name: BreakpointName): boolean {
	return width < BREAKPOINTS[name];
}
