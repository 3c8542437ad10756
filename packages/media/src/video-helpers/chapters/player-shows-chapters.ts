// Whether the video player would show a video's chapters: it shows them only when they make a
// usable list, not for a stray time in a description.
import type { VideoChapter } from './parse-chapters';
import { secondsOf } from './time';

/** The fewest chapters the player shows. */
export const MIN_SHOWN_CHAPTERS = 3;
/** The least time between two chapters' starts for the player to show them, in seconds. */
export const MIN_CHAPTER_GAP_SECONDS = 10;

/**
 * True when the player would show these chapters (sorted, as `parseChapters` gives them): the
 * first starts at 0:00, there are at least three, each has a title, and each starts at least ten
 * seconds after the one before.
 */
export function playerShowsChapters(chapters: readonly VideoChapter[]): boolean {
	if (chapters.length < MIN_SHOWN_CHAPTERS) {
		return false;
	}
	const starts = chapters.map((chapter) => secondsOf(chapter.startAt));
	return (
		starts[0] === 0 &&
		chapters.every((chapter) => chapter.title.trim().length > 0) &&
		starts.every(
			(start, index) =>
				start !== undefined &&
				(index === 0 || start - (starts[index - 1] ?? 0) >= MIN_CHAPTER_GAP_SECONDS)
		)
	);
}
