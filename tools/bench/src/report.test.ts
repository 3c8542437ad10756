import { describe, expect, it } from 'vitest';

import { exampleResults } from './example-results';
import { formatKiB, formatMs, formatRatio } from './format';
import { consoleSummary, markdownReport, markdownTable, medianWithSpread } from './report';
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
		expect(report).toContain('(`registerBlockyard`) |  | 76.0 KiB |');
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

	it('adds a line to the console summary', () => {
		expect(consoleSummary(exampleResults()).at(-1)).toBe(
			'Markdown preview of 1,000,123 characters: 1,500 ms (median), longest task 1,210 ms, goal ≤ 2,000 ms: pass'
		);
	});
});

describe('consoleSummary', () => {
	it('gives one line per goal with its verdict, then the sizes', () => {
		const lines = consoleSummary(exampleResults());
		expect(lines[0]).toMatch(/^editor load: .* ×1\.043 \(\+4\.3 %\), goal ≤ ×1\.05: pass$/);
		expect(lines[1]).toMatch(/^typing per keystroke: .*: MISSED$/);
		expect(lines[2]).toBe('AI stream of 20,000 tokens: longest task 655 ms, goal < 50 ms: MISSED');
		expect(lines[3]).toContain('registering every block of the suite: 76.0 KiB');
	});
});
