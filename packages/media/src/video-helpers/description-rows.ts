// How tall the video description's text area is: as many rows as the text takes, within bounds.

/** Characters the description's text area fits on a row. */
export const DESCRIPTION_CHARS_PER_ROW = 31;
/** The fewest rows the text area shows; also its height when empty. */
export const DESCRIPTION_MIN_ROWS = 4;
/** The most rows it grows to; longer text scrolls. */
export const DESCRIPTION_MAX_ROWS = 12;

/**
 * The rows the description's text area shows for this text: each line wraps at 31 characters and
 * takes at least one row (an empty line too), the sum clamped to 4..12; 4 when there is no text.
 */
export function descriptionRows(description: string): number {
	if (!description) {
		return DESCRIPTION_MIN_ROWS;
	}
	const rows = description
		.split(/\r\n|\r|\n/)
		.reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / DESCRIPTION_CHARS_PER_ROW)), 0);
	return Math.min(DESCRIPTION_MAX_ROWS, Math.max(DESCRIPTION_MIN_ROWS, rows));
}
