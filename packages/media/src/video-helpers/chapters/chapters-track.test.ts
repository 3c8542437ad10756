// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { chaptersTrack } from './chapters-track';
import { parseChapters } from './parse-chapters';

describe('chaptersTrack', () => {
	it('writes a cue per chapter, each to the next start, the last to the video’s end', () => {
		const chapters = parseChapters('0:00 Intro\n1:00 Body\n1:02:03 Outro');
		expect(chaptersTrack(chapters, 4_000_000)).toBe(
			[
				'WEBVTT',
				'',
				'1',
				'00:00:00.000 --> 00:01:00.000',
				'Intro',
				'',
				'2',
				'00:01:00.001 --> 01:02:03.000',
				'Body',
				'',
				'3',
				'01:02:03.001 --> 01:06:40.000',
				'Outro',
				'',
			].join('\n')
		);
	});

	it('ends the last cue at 99:59:59.000 when the duration is not known', () => {
		expect(chaptersTrack(parseChapters('0:00 Only'))).toContain('00:00:00.000 --> 99:59:59.000\nOnly');
		expect(chaptersTrack(parseChapters('0:00 Only'), Number.NaN)).toContain('--> 99:59:59.000');
	});

	it('starts the first cue at 000 ms even when the first chapter is later than 0:00', () => {
		expect(chaptersTrack(parseChapters('0:30 Late\n0:40 Later'), 60_000)).toContain(
			'00:00:30.000 --> 00:00:40.000\nLate\n\n2\n00:00:40.001 --> 00:01:00.000'
		);
	});

	it('escapes what would read as markup or timing in a title', () => {
		expect(chaptersTrack([{ startAt: '00:00:00', title: 'A <b> & C --> D' }], 1000)).toContain(
			'A &lt;b&gt; &amp; C --&gt; D'
		);
	});

	it('writes one cue for chapters that start together, and none past the end', () => {
		const track = chaptersTrack(parseChapters('0:00 A\n0:00 A2\n0:30 B\n2:00 C'), 60_000);
		expect(track).toBe(
			'WEBVTT\n\n1\n00:00:00.000 --> 00:00:30.000\nA\n\n2\n00:00:30.001 --> 00:01:00.000\nB\n'
		);
	});

	it('writes only the header when there are no chapters', () => {
		expect(chaptersTrack([])).toBe('WEBVTT\n');
	});
});
