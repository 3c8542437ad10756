// Times of chapters: whole seconds written HH:MM:SS, and the WebVTT cue times HH:MM:SS.mmm.

/**
 * How long a chapters track runs when the video's duration is not known, in milliseconds:
 * 99:59:59, the longest time two-digit hours can write.
 */
export const DEFAULT_MAX_DURATION_MS = 359_999_000;

const two = (value: number): string => String(value).padStart(2, '0');

/** Whole seconds as HH:MM:SS (hours grow past two digits only past 99 hours). */
export function formatSeconds(totalSeconds: number): string {
	const seconds = Math.max(0, Math.floor(totalSeconds));
	return `${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
}

/** Milliseconds as a WebVTT cue time, HH:MM:SS.mmm. */
export function formatCueTime(totalMs: number): string {
	const ms = Math.max(0, Math.floor(totalMs));
	return `${formatSeconds(ms / 1000)}.${String(ms % 1000).padStart(3, '0')}`;
}

/** The seconds an HH:MM:SS time stands for, or undefined when it is not one. */
export function secondsOf(time: string): number | undefined {
	const match = /^(\d{2,}):([0-5]\d):([0-5]\d)$/.exec(time);
	if (!match) {
		return undefined;
	}
	return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}
