// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { parseChapters } from './parse-chapters';

describe('parseChapters', () => {
	it('reads M:SS, MM:SS and H:MM:SS at the start of lines, normalised to HH:MM:SS', () => {
		expect(parseChapters('0:00 Intro\n12:05 Middle\n1:02:03 End')).toEqual([
			{ startAt: '00:00:00', title: 'Intro' },
			{ startAt: '00:12:05', title: 'Middle' },
			{ startAt: '01:02:03', title: 'End' },
		]);
	});

	it('takes times in round or square brackets, and separators between the time and the title', () => {
		expect(parseChapters('(0:00) Intro\n[1:30] - Setup\n2:45: Wiring\n3:10 | Test')).toEqual([
			{ startAt: '00:00:00', title: 'Intro' },
			{ startAt: '00:01:30', title: 'Setup' },
			{ startAt: '00:02:45', title: 'Wiring' },
			{ startAt: '00:03:10', title: 'Test' },
		]);
	});

	it('finds a time anywhere in the line when none starts it; the rest of the line is the title', () => {
		expect(parseChapters('Intro 0:00\nThe build (2:30) begins')).toEqual([
			{ startAt: '00:00:00', title: 'Intro' },
			{ startAt: '00:02:30', title: 'The build begins' },
		]);
	});

	it('prefers the time at the start of the line to one later in it', () => {
		expect(parseChapters('  4:00 Recap of 1:30')).toEqual([
			{ startAt: '00:04:00', title: 'Recap of 1:30' },
		]);
	});

	it('sorts by start, keeping the order of lines that start together', () => {
		expect(parseChapters('5:00 C\n0:00 A\n2:00 B\n2:00 B2')).toEqual([
			{ startAt: '00:00:00', title: 'A' },
			{ startAt: '00:02:00', title: 'B' },
			{ startAt: '00:02:00', title: 'B2' },
			{ startAt: '00:05:00', title: 'C' },
		]);
	});

	it('keeps a line with a time and no title, titled empty', () => {
		expect(parseChapters('0:00\n1:00 -')).toEqual([
			{ startAt: '00:00:00', title: '' },
			{ startAt: '00:01:00', title: '' },
		]);
	});

	it('ignores lines without a time, and numbers that are not times', () => {
		expect(
			parseChapters(
				'Hello\nScore 3:75\n12:34:56:78 serial\nversion 1.2:30\n75:00 too many minutes\n1:2345'
			)
		).toEqual([]);
	});

	it('leaves out chapters that start at or after the end of the video', () => {
		expect(parseChapters('0:00 A\n0:30 B\n1:00 C', 60_000)).toEqual([
			{ startAt: '00:00:00', title: 'A' },
			{ startAt: '00:00:30', title: 'B' },
		]);
	});

	it('reads Windows and old Mac line ends', () => {
		expect(parseChapters('0:00 A\r\n0:10 B\r0:20 C')).toHaveLength(3);
	});

	it('gives nothing for an empty description', () => {
		expect(parseChapters('')).toEqual([]);
	});
});
