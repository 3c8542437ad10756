// The chapters of a video written as a WebVTT track of kind `chapters`, the file a player reads
// to show them.
import type { VideoChapter } from './parse-chapters';
import { DEFAULT_MAX_DURATION_MS, formatCueTime, secondsOf } from './time';

/** Cue text is HTML-like in WebVTT: these three would start markup or end a cue's timing. */
const escapeCueText = (text: string): string =>
	text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The WebVTT file of these chapters (sorted, as `parseChapters` gives them): one cue each, from
 * its start to the next chapter's start, the last one to the end of the video. Of chapters that
 * start together only the first is written, and none that starts at or after the end.
 *
 * A cue's end time is not part of it, but players differ on the instant where one cue ends and
 * the next begins: some show both for that moment, or count the playhead as in the earlier
 * chapter. So every cue after the first starts one millisecond after the previous cue ends, and
 * no instant belongs to two chapters; the first starts at the very beginning of the video.
 *
 * @param durationMs - the video's duration; when unknown, the longest a chapters track runs
 * @example
 * chaptersTrack([{ startAt: '00:00:00', title: 'Intro' }, { startAt: '00:01:00', title: 'Body' }], 90_000);
 * // 'WEBVTT\n\n1\n00:00:00.000 --> 00:01:00.000\nIntro\n\n2\n00:01:00.001 --> 00:01:30.000\nBody\n'
 */
export function chaptersTrack(
	chapters: readonly VideoChapter[],
	durationMs: number = DEFAULT_MAX_DURATION_MS
): string {
	const endMs = Number.isFinite(durationMs) && durationMs > 0 ? durationMs : DEFAULT_MAX_DURATION_MS;
	// Of chapters starting together the first stands; none starts at or after the end.
	const startsMs: number[] = [];
	const titles: string[] = [];
	for (const chapter of chapters) {
		const startMs = (secondsOf(chapter.startAt) ?? 0) * 1000;
		const shifted = startMs + (startsMs.length === 0 ? 0 : 1);
		if (startMs !== startsMs.at(-1) && shifted < endMs) {
			startsMs.push(startMs);
			titles.push(chapter.title);
		}
	}
	const cues = titles.map((title, index) => {
		const start = formatCueTime(startsMs[index]! + (index === 0 ? 0 : 1));
		const end = formatCueTime(startsMs[index + 1] ?? endMs);
		return `${index + 1}\n${start} --> ${end}\n${escapeCueText(title)}\n`;
	});
	return ['WEBVTT\n', ...cues].join('\n');
}
