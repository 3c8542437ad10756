import { describe, expect, it } from 'vitest';

import { DEFAULT_OPTIONS, parseArgs } from './args';

describe('parseArgs', () => {
	it('measures 10 samples and 3 AI runs, writes the report and never fails on a goal by default', () => {
		expect(parseArgs([])).toEqual(DEFAULT_OPTIONS);
		expect(DEFAULT_OPTIONS).toMatchObject({ strict: false, samples: 10, aiRuns: 3, write: true });
	});

	it('reads every option, with its value after a space or an equals sign', () => {
		expect(parseArgs(['--strict', '--samples', '12', '--ai-runs=1', '--no-write'])).toEqual({
			strict: true,
			samples: 12,
			aiRuns: 1,
			write: false,
			help: false,
		});
	});

	it('refuses what it does not know, and counts that are not whole numbers', () => {
		expect(() => parseArgs(['--fast'])).toThrow('Unknown option "--fast"');
		expect(() => parseArgs(['--samples', '0'])).toThrow('--samples needs a whole number');
		expect(() => parseArgs(['--samples'])).toThrow('not nothing');
		expect(() => parseArgs(['--ai-runs=two'])).toThrow('not "two"');
	});
});
