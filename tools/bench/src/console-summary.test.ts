import { describe, expect, it } from 'vitest';

import { consoleSummary } from './console-summary';
import { exampleResults } from './example-results';

describe('consoleSummary', () => {
	it('gives one line per goal with its verdict, then the sizes', () => {
		const lines = consoleSummary(exampleResults());
		expect(lines[0]).toMatch(/^editor load: .* ×1\.043 \(\+4\.3 %\), goal ≤ ×1\.05: pass$/);
		expect(lines[1]).toMatch(/^typing per keystroke: .*: MISSED$/);
		expect(lines[2]).toMatch(
			/^inserter INP \("media", 5 hovers, one insertion\): .*×1\.067 \(\+6\.7 %\), goal ≤ ×1\.10: pass$/
		);
		expect(lines[3]).toMatch(/^200-block post, load: .*: pass$/);
		expect(lines[4]).toMatch(/^200-block post, typing per keystroke: .*: MISSED$/);
		expect(lines[5]).toBe(
			'each package alone, editor load against core alone 1,605 ms (IQR 1,603 ms–1,608 ms) (2 samples): content ×1.004 (+0.4 %), media ×1.065 (+6.5 %) MISSED (goal ≤ ×1.01 each)'
		);
		expect(lines[6]).toBe('AI stream of 20,000 tokens: longest task 655 ms, goal < 50 ms: MISSED');
		expect(lines[7]).toBe(
			'typing with ghost text on / off, per keystroke: flag off 8.4 ms (IQR 8.2 ms–8.7 ms), flag on 8.6 ms (IQR 8.4 ms–9.0 ms), ×1.024 (+2.4 %), goal ≤ ×1.05: pass (a continuation shown at 19 of 20 pauses)'
		);
		expect(lines[8]).toContain('registering every block of the suite: 76.0 KiB');
		expect(lines[9]).toBe(
			"Business Hours alone: 4.2 KiB (size-check, Rolldown); 5.0 KiB (@wordpress/scripts 35.0.0, the plugin's build/index.js)"
		);
	});

	it('gives only the lines of the scenarios that ran (--only)', () => {
		const { date, machine, samples, keystrokes, inserter } = exampleResults();
		const lines = consoleSummary({ date, machine, samples, keystrokes, inserter });
		expect(lines).toHaveLength(1);
		expect(lines[0]).toMatch(/^inserter INP/);
		const { ghostText } = exampleResults();
		expect(consoleSummary({ date, machine, samples, keystrokes, ghostText })).toEqual([
			expect.stringMatching(/^typing with ghost text on \/ off, per keystroke: flag off .*: pass \(/),
		]);
	});

	it('ends with the Markdown preview', () => {
		expect(consoleSummary(exampleResults()).at(-1)).toBe(
			'Markdown preview of 1,000,123 characters: 1,500 ms (median), longest task 1,210 ms, goal ≤ 2,000 ms: pass'
		);
	});
});
