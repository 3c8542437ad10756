import { describe, expect, it } from 'vitest';

import { DEFAULT_OPTIONS, parseArgs, SCENARIOS } from './args';

describe('parseArgs', () => {
	it('measures 20 samples and 3 AI runs, writes the report and never fails on a goal by default', () => {
		expect(parseArgs([])).toEqual(DEFAULT_OPTIONS);
		expect(DEFAULT_OPTIONS).toMatchObject({
			strict: false,
			samples: 20,
			aiRuns: 3,
			packageSamples: 5,
			write: true,
		});
		expect(DEFAULT_OPTIONS.only).toEqual(SCENARIOS);
	});

	it('reads every option, with its value after a space or an equals sign', () => {
		expect(
			parseArgs(['--strict', '--samples', '12', '--ai-runs=1', '--package-samples', '3', '--no-write'])
		).toEqual({
			strict: true,
			samples: 12,
			aiRuns: 1,
			packageSamples: 3,
			only: SCENARIOS,
			write: false,
			help: false,
		});
	});

	it('runs only the scenarios --only names, in the bench’s order, and then writes nothing', () => {
		expect(parseArgs(['--only', 'big-post,inserter'])).toMatchObject({
			only: ['inserter', 'big-post'],
			write: false,
		});
		expect(parseArgs(['--only=sizes, sizes'])).toMatchObject({ only: ['sizes'] });
		expect(parseArgs(['--only', 'markdown,ghost-text,ai-stream'])).toMatchObject({
			only: ['ai-stream', 'ghost-text', 'markdown'],
			write: false,
		});
		expect(() => parseArgs(['--only', 'inserter,typing'])).toThrow('not "typing"');
		expect(() => parseArgs(['--only='])).toThrow('not nothing');
	});

	it('refuses what it does not know, and counts that are not whole numbers', () => {
		expect(() => parseArgs(['--fast'])).toThrow('Unknown option "--fast"');
		expect(() => parseArgs(['--samples', '0'])).toThrow('--samples needs a whole number');
		expect(() => parseArgs(['--samples'])).toThrow('not nothing');
		expect(() => parseArgs(['--ai-runs=two'])).toThrow('not "two"');
		expect(() => parseArgs(['--package-samples', '0'])).toThrow('--package-samples needs a whole number');
	});
});
