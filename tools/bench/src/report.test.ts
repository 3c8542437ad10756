import { describe, expect, it } from 'vitest';

import { exampleResults } from './example-results';
import { formatKiB, formatMs, formatRatio } from './format';
import { markdownReport, markdownTable, medianWithSpread } from './report';
import { summarize } from './stats';

describe('markdownTable', () => {
	it('writes a header, its rule and one line per row, escaping pipes', () => {
		expect(markdownTable(['a', 'b'], [['1', 'x | y']])).toBe('| a | b |\n| --- | --- |\n| 1 | x \\| y |');
	});
});

describe('formats', () => {
	it('reads as the report writes numbers', () => {
		expect(formatMs(1650.4)).toBe('1,650 ms');
		expect(formatMs(7.46)).toBe('7.5 ms');
		expect(formatKiB(12_800)).toBe('12.5 KiB');
		expect(formatRatio(1.0321)).toBe('×1.032 (+3.2 %)');
		expect(formatRatio(0.98)).toBe('×0.980 (−2.0 %)');
		expect(medianWithSpread(summarize([1, 2, 3, 4, 5]))).toBe('3.0 ms (IQR 2.0 ms–4.0 ms)');
	});
});

describe('markdownReport', () => {
	const report = markdownReport(exampleResults());

	it('says when, where and how the numbers were measured, and links the chart, the JSON and the decision', () => {
		expect(report).toMatch(/^# Benchmarks\n/);
		expect(report).toContain('2026-11-27, Test CPU (2 cores, 24 GiB)');
		expect(report).toContain('10 page loads of each kind');
		expect(report).toContain('between 1.50 and 4.25 on 2 cores');
		expect(report).toContain('](images/benchmarks.svg)');
		expect(report).toContain('[benchmarks.json](benchmarks.json)');
		expect(report).toContain('(decisions/0022-editor-cost-benchmark.md)');
	});

	it('compares each editor measure with its goal', () => {
		const load = report.split('\n').find((line) => line.startsWith('| editor load'));
		expect(load).toBe(
			'| editor load: navigation to the first block painted in the canvas | 1,620 ms (IQR 1,610 ms–1,635 ms) | 1,690 ms (IQR 1,670 ms–1,695 ms) | ×1.043 (+4.3 %) | ≤ ×1.05 | pass |'
		);
		const typing = report.split('\n').find((line) => line.startsWith('| typing'));
		expect(typing).toContain('×1.133 (+13.3 %) | ≤ ×1.05 | **missed** |');
	});

	it('lists every AI run and the verdict on the longest task', () => {
		expect(report).toContain('| 1 | 1,843 ms | 20,000 | 1 | 655 ms, from 1,800 ms after sending |');
		expect(report).toContain('| 2 | 1,790 ms | 20,000 | 0 | none |');
		expect(report).toContain('the longest task took 655 ms: **missed**');
		const calm = markdownReport(
			exampleResults({ runs: [{ streamMs: 900, words: 20_000, longTasks: [] }] })
		);
		expect(calm).toContain('no task reached 50 ms: pass');
	});

	it('puts the packages’ sizes beside their peers’ and the download of each kind', () => {
		expect(report).toContain('| `@blockyard/api-client` | 12.5 KiB | — |');
		expect(report).toContain('| `@blockyard/content` | 5.9 KiB | 13.7 KiB |');
		expect(report).toContain('the blocks’ metadata from the server) |  | 76.0 KiB |');
		expect(report).toContain('| React and ReactDOM | 60.0 KiB |');
		expect(report).toContain('| Blockyard’s share | +48.8 KiB | +2.9 KiB | +51.8 KiB | +20 |');
	});
});

describe('the Markdown preview section', () => {
	const report = markdownReport(exampleResults());

	it('lists every run with its longest task, and the verdict on the median', () => {
		expect(report).toContain('## The Markdown preview');
		expect(report).toContain('a document of 1,000,123 characters');
		expect(report).toContain('| 1 | 1,520 ms | 1 | 1,210 ms |');
		expect(report).toContain('| 2 | 1,480 ms | 2 | 1,190 ms |');
		expect(report).toContain('Result: 1,500 ms, pass; the longest main-thread task took 1,210 ms');
	});
});

describe('the ghost text section', () => {
	const report = markdownReport(exampleResults());

	it('compares typing with the flag on against off, with its goal of ×1.05, and says how', () => {
		expect(report).toContain('## Typing with ghost text on / off');
		expect(report).toContain('where the site’s `ai-ghost-text` feature flag is on');
		expect(report).toContain('(`&site=atomic`), with `&features=ai-ghost-text` and without');
		expect(report).toContain('150 keystrokes typed into its last paragraph');
		expect(report).toContain('2 pauses of 3,000 ms, each after a sentence’s end');
		expect(report).toContain('| measure | ghost text off | ghost text on | ratio | goal | result |');
		expect(report).toContain(
			'| typing: event handling per keystroke (keydown + keypress + keyup) | 8.4 ms (IQR 8.2 ms–8.7 ms) | 8.6 ms (IQR 8.4 ms–9.0 ms) | ×1.024 (+2.4 %) | ≤ ×1.05 | pass |'
		);
		expect(report).toContain('a continuation was shown at 19 of the 20 pauses');
	});

	it('comes after the AI stream and before the Markdown preview', () => {
		const at = (heading: string) => report.indexOf(`\n${heading}\n`);
		expect(at('## The AI stream')).toBeLessThan(at('## Typing with ghost text on / off'));
		expect(at('## Typing with ghost text on / off')).toBeLessThan(at('## The Markdown preview'));
	});
});

describe('the inserter, big post and per-package sections', () => {
	const report = markdownReport(exampleResults());

	it('compares the inserter’s INP of each kind with its goal of ×1.10, saying what was searched and hovered', () => {
		expect(report).toContain('## The inserter');
		expect(report).toContain('“media” typed into its search key by key, the first 5 results hovered');
		expect(report).toContain('`durationThreshold` 16 ms');
		expect(report).toContain(
			'| Interaction to Next Paint of one use of the inserter | 120 ms (IQR 116 ms–120 ms) | 128 ms (IQR 124 ms–132 ms) | ×1.067 (+6.7 %) | ≤ ×1.10 | pass |'
		);
		expect(report).toContain('core alone “Image”, “Gallery”; every package “Image”, “Slideshow”.');
		expect(report).toContain(
			'to the next paint), core alone and every package: opening the inserter 112 ms and 128 ms; typing the search 24.0 ms and 32.0 ms; hovering 0.0 ms and 16.0 ms; inserting 120 ms and 120 ms (0.0 ms: nothing took 16 ms or more).'
		);
	});

	it('compares the 200-block post’s load and typing with the core post’s, against ×1.05', () => {
		expect(report).toContain('## A post of 200 blocks');
		expect(report).toContain(
			'(371 with the blocks inside them) that uses every one of Blockyard’s 40 block types'
		);
		expect(report).toContain('`&tiers=beta`');
		const load = report.split('\n').filter((line) => line.startsWith('| editor load'));
		expect(load[1]).toContain(
			'| 2,000 ms (IQR 2,000 ms–2,000 ms) | 2,090 ms (IQR 2,085 ms–2,095 ms) | ×1.045 (+4.5 %) | ≤ ×1.05 | pass |'
		);
		const typing = report.split('\n').filter((line) => line.startsWith('| typing'));
		expect(typing[1]).toContain('×1.188 (+18.8 %) | ≤ ×1.05 | **missed** |');
	});

	it('lists what each package costs on its own, with the count of samples', () => {
		expect(report).toContain('## What each package costs on its own');
		expect(report).toContain('2 page loads of each');
		expect(report).toContain('| core blocks alone | 1,605 ms (IQR 1,603 ms–1,608 ms) |  |  |  |');
		expect(report).toContain(
			'| `content` | 1,611 ms (IQR 1,611 ms–1,612 ms) | ×1.004 (+0.4 %) | ≤ ×1.01 | pass |'
		);
		expect(report).toContain(
			'| `media` | 1,710 ms (IQR 1,705 ms–1,715 ms) | ×1.065 (+6.5 %) | ≤ ×1.01 | **missed** |'
		);
	});

	it('puts the @wordpress/scripts build of Business Hours beside size-check’s, or says why it is missing', () => {
		expect(report).toContain('### What a plugin author ships: Business Hours alone');
		expect(report).toContain(
			'| size-check (Rolldown) | `registerBusinessHoursBlock()` from `@blockyard/content` | 4.2 KiB |'
		);
		expect(report).toContain(
			'| `@wordpress/scripts` 35.0.0 (webpack) | the plugin’s `build/index.js` | 5.0 KiB |'
		);
		const example = exampleResults();
		const missing = markdownReport({
			...example,
			sizes: {
				...example.sizes,
				businessHours: { rolldownGzipBytes: 4_300, wpScripts: { missing: 'no kept install' } },
			},
		});
		expect(missing).toContain(
			'| `@wordpress/scripts` (webpack) | the plugin’s `build/index.js` | not built: no kept install |'
		);
	});
});
