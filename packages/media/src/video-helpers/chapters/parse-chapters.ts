// Chapters from a video's description: every line with a time in it (M:SS, MM:SS or H:MM:SS,
// bare or in brackets) is a chapter starting then, titled with the rest of the line.
import { DEFAULT_MAX_DURATION_MS, formatSeconds } from './time';

/** A chapter of a video: where it starts (HH:MM:SS) and its title (empty when the line had none). */
export interface VideoChapter {
	readonly startAt: string;
	readonly title: string;
}

/**
 * A time not glued to other digits: `12:34:56:78`, `1:2345` and `v1.2:30` hold none. An opening
 * bracket before it and a closing one after it are kept with it, so they leave the title too.
 * Minutes and seconds are 00..59; hours, when written, one or two digits.
 */
const TIME = /(?<!\d|\d[:.,])([[(]?)(\d{1,2}):([0-5]\d)(?::([0-5]\d))?(?!\d|[:.,]\d)([\])]?)/g;

/** What may stand between a time and its title: spaces, dashes, colons, bars, bullets. */
const SEPARATORS = '\\s\\-\u2013\u2014:|\u2022\u00b7';
const LEADING = new RegExp(`^[${SEPARATORS}]+`);
const TRAILING = new RegExp(`[${SEPARATORS}]+$`);

interface FoundTime {
	readonly start: number;
	readonly end: number;
	readonly seconds: number;
}

function timesIn(line: string): FoundTime[] {
	const found: FoundTime[] = [];
	for (const match of line.matchAll(TIME)) {
		const [whole, open = '', first = '', second = '', third, close = ''] = match;
		const [hours, minutes, seconds] =
			third === undefined
				? [0, Number(first), Number(second)]
				: [Number(first), Number(second), Number(third)];
		if (minutes > 59) {
			continue;
		}
		// Brackets belong to the time only as a pair; a lone one stays in the title.
		const paired = (open === '[' && close === ']') || (open === '(' && close === ')');
		const start = match.index + (paired ? 0 : open.length);
		const end = match.index + whole.length - (paired ? 0 : close.length);
		found.push({ start, end, seconds: hours * 3600 + minutes * 60 + seconds });
	}
	return found;
}

interface FoundChapter {
	readonly seconds: number;
	readonly title: string;
}

function chapterOf(line: string): FoundChapter | undefined {
	const times = timesIn(line);
	const lineStart = line.length - line.trimStart().length;
	// A time at the start of the line is the chapter's; otherwise the first one in it.
	const time = times.find((candidate) => candidate.start === lineStart) ?? times[0];
	if (time === undefined) {
		return undefined;
	}
	const before = line.slice(0, time.start).replace(TRAILING, '');
	const after = line.slice(time.end).replace(LEADING, '');
	const title = [before, after]
		.filter((part) => part.length > 0)
		.join(' ')
		.replace(LEADING, '')
		.replace(TRAILING, '');
	return { seconds: time.seconds, title };
}

/**
 * The chapters a description lists, sorted by start (lines with the same start keep their
 * order). A chapter that would start at or after the video's end is left out.
 *
 * @param durationMs - the video's duration; when unknown, the longest a chapters track runs
 * @example
 * parseChapters('0:00 Intro\nThe build (2:30)');
 * // [{ startAt: '00:00:00', title: 'Intro' }, { startAt: '00:02:30', title: 'The build' }]
 */
export function parseChapters(
	description: string,
	durationMs: number = DEFAULT_MAX_DURATION_MS
): VideoChapter[] {
	if (typeof description !== 'string') {
		return [];
	}
	const limitMs = Number.isFinite(durationMs) ? durationMs : DEFAULT_MAX_DURATION_MS;
	return description
		.split(/\r\n|\r|\n/)
		.map(chapterOf)
		.filter(
			(chapter): chapter is FoundChapter => chapter !== undefined && chapter.seconds * 1000 < limitMs
		)
		.sort((a, b) => a.seconds - b.seconds)
		.map(({ seconds, title }) => ({ startAt: formatSeconds(seconds), title }));
}
