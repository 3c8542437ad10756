// @vitest-environment node
// Property tests: for any text (and for text made of lines that look like chapters), the parser
// never throws, returns chapters sorted by start, and every start falls inside the video.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { parseChapters } from './parse-chapters';
import { DEFAULT_MAX_DURATION_MS, secondsOf } from './time';

/** Lines mixing times of every form, brackets, separators and free text. */
const chapterLine = fc
	.tuple(
		fc.constantFrom('', ' ', '(', '[', 'Part ', '- '),
		fc.nat(99),
		fc.nat(99),
		fc.nat(99),
		fc.constantFrom(0, 1, 2),
		fc.constantFrom('', ')', ']', ':', ' -'),
		fc.string({ maxLength: 20 })
	)
	.map(([lead, hours, minutes, seconds, form, trail, title]) => {
		const two = (value: number) => String(value).padStart(2, '0');
		const time =
			form === 0
				? `${minutes % 10}:${two(seconds)}`
				: form === 1
					? `${two(minutes)}:${two(seconds)}`
					: `${hours}:${two(minutes)}:${two(seconds)}`;
		return `${lead}${time}${trail} ${title}`;
	});

const description = fc.oneof(
	fc.string({ maxLength: 400 }),
	fc.string({ unit: 'grapheme', maxLength: 200 }),
	fc
		.array(fc.oneof(chapterLine, fc.string({ maxLength: 30 })), { maxLength: 30 })
		.map((lines) => lines.join('\n'))
);

const duration = fc.oneof(
	fc.constant(undefined),
	fc.integer({ min: 0, max: DEFAULT_MAX_DURATION_MS }),
	fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -1)
);

describe('parseChapters, for any description', () => {
	it('never throws, sorts by start, and starts every chapter inside the video', () => {
		fc.assert(
			fc.property(description, duration, (text, durationMs) => {
				const chapters = parseChapters(text, durationMs);
				const limit =
					durationMs === undefined || !Number.isFinite(durationMs)
						? DEFAULT_MAX_DURATION_MS
						: durationMs;
				const starts = chapters.map((chapter) => secondsOf(chapter.startAt));
				for (const [index, start] of starts.entries()) {
					expect(start).toBeDefined();
					expect(start! * 1000).toBeLessThan(limit);
					if (index > 0) {
						expect(start!).toBeGreaterThanOrEqual(starts[index - 1]!);
					}
				}
				for (const chapter of chapters) {
					expect(chapter.title).not.toMatch(/[\r\n]/);
					expect(chapter.title).toBe(chapter.title.trim());
				}
			}),
			{ numRuns: 500 }
		);
	});

	it('finds one chapter in every line that starts with a well-formed time', () => {
		fc.assert(
			fc.property(fc.array(fc.tuple(fc.nat(9), fc.nat(59), fc.nat(59)), { maxLength: 20 }), (times) => {
				const text = times
					.map(
						([h, m, s], i) =>
							`${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')} Chapter ${i}`
					)
					.join('\n');
				expect(parseChapters(text)).toHaveLength(times.length);
			})
		);
	});
});
