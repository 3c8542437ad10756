// How numbers read in the page and the console, as tools/bench's `format.ts` writes them: English
// separators, units spelled (a tool's own copy, as one app does not import another).

const number = (value: number, digits: number): string =>
	value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Milliseconds: whole from 100 up, one decimal below (`1,650 ms`, `7.5 ms`). */
export function formatMs(value: number): string {
	return `${number(value, Math.abs(value) >= 100 ? 0 : 1)} ms`;
}

/** Bytes as KiB with one decimal (`12.3 KiB`). */
export function formatKiB(bytes: number): string {
	return `${number(bytes / 1024, 1)} KiB`;
}

/** A ratio as a factor and a difference (`×1.032 (+3.2 %)`). */
export function formatRatio(value: number): string {
	const percent = (value - 1) * 100;
	return `×${number(value, 3)} (${percent >= 0 ? '+' : '−'}${number(Math.abs(percent), 1)} %)`;
}
