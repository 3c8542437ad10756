// @vitest-environment node
// Property test: for any description and duration, the chapters track is a WebVTT file whose
// cues follow one another, each ending after it starts, the first at 0 ms or later, none past
// the end of the video.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { chaptersTrack } from './chapters-track';
import { parseChapters } from './parse-chapters';
import { DEFAULT_MAX_DURATION_MS } from './time';

const cueMs = (time: string): number => {
	const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number);
	return Math.round((hours * 3600 + minutes * 60 + seconds) * 1000);
};

const line = fc
	.tuple(fc.nat(2), fc.nat(59), fc.nat(59), fc.string({ maxLength: 12 }))
	.map(([h, m, s, title]) => `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')} ${title}`);

describe('chaptersTrack, for any chapters', () => {
	it('writes cues in order, each ending after it starts and none past the end', () => {
		fc.assert(
			fc.property(
				fc.array(fc.oneof(line, fc.string({ maxLength: 20 })), { maxLength: 25 }),
				fc.integer({ min: 1, max: DEFAULT_MAX_DURATION_MS }),
				(lines, durationMs) => {
					const track = chaptersTrack(parseChapters(lines.join('\n'), durationMs), durationMs);
					expect(track.startsWith('WEBVTT\n')).toBe(true);
					const timings = [...track.matchAll(/^(\S+) --> (\S+)$/gm)].map(([, start, end]) => [
						cueMs(start!),
						cueMs(end!),
					]);
					for (const [index, [start, end]] of timings.entries()) {
						expect(start).toBeLessThan(end!);
						expect(end).toBeLessThanOrEqual(durationMs);
						if (index > 0) {
							expect(start).toBe(timings[index - 1]![1]! + 1);
						}
					}
				}
			),
			{ numRuns: 300 }
		);
	});
});
