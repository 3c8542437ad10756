// The lines a failed run repeats at its end, where CI's tail of the log shows them.
import { describe, expect, it } from 'vitest';

import { failureExcerpt } from '../../../scripts/lib/failure-excerpt.mjs';

const NX_RUN = [
	'@blockyard/ui:  \u001b[32m✓\u001b[39m src/button.test.tsx (3 tests) 120ms',
	'@blockyard/ui:      ✓ shows an Error notice when the request fails 40ms',
	'@blockyard/embeds:  ✓ src/blocks/gif/edit.test.tsx (5 tests) 300ms',
	'@blockyard/embeds:      × embeds the chosen GIF 20012ms',
	'@blockyard/embeds:  FAIL  src/blocks/gif/edit.test.tsx > gif > embeds the chosen GIF',
	'@blockyard/embeds: Error: Test timed out in 20000ms.',
	'@blockyard/embeds:  ❯ src/blocks/gif/edit.test.tsx:40:3',
	'@blockyard/ui: AssertionError in a project that passed',
	'',
	' NX   Running targets test, build for 25 projects failed',
	'',
	'Failed tasks:',
	'',
	'- @blockyard/embeds:test',
	'',
	'  Run duration: 8m 26s',
].join('\n');

describe('failureExcerpt', () => {
	it('repeats the failed projects’ lines that name a failure, with the lines after them, without colours', () => {
		expect(failureExcerpt(NX_RUN)).toEqual([
			'@blockyard/embeds:      × embeds the chosen GIF 20012ms',
			'@blockyard/embeds:  FAIL  src/blocks/gif/edit.test.tsx > gif > embeds the chosen GIF',
			'@blockyard/embeds: Error: Test timed out in 20000ms.',
			'@blockyard/embeds:  ❯ src/blocks/gif/edit.test.tsx:40:3',
		]);
	});

	it('reads every line when there is no list of failed tasks, never a test that passed', () => {
		expect(
			failureExcerpt('✓ keeps the Error message\nTypeError: x is undefined\n    at f (a.js:1:1)\n')
		).toEqual(['TypeError: x is undefined', '    at f (a.js:1:1)']);
	});

	it('keeps at most `max` lines, saying how many more there were', () => {
		const output = Array.from({ length: 10 }, (_, index) => `Error ${index}`).join('\n');
		expect(failureExcerpt(output, { after: 0, max: 3 })).toEqual([
			'Error 0',
			'Error 1',
			'Error 2',
			'… and 7 more lines in the output above',
		]);
	});
});
