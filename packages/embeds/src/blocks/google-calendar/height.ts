/** The lowest and highest heights the sidebar takes, in pixels. */
export const MIN_CALENDAR_HEIGHT = 100;
export const MAX_CALENDAR_HEIGHT = 2000;

/** A height typed in the sidebar: a whole number of pixels in range, or `undefined` (kept as it was). */
export function calendarHeight(text: string): number | undefined {
	if (!/^\s*\d+\s*$/.test(text)) {
		return undefined;
	}
	const value = Number(text);
	return value >= MIN_CALENDAR_HEIGHT && value <= MAX_CALENDAR_HEIGHT ? value : undefined;
}
