import { describe, expect, it } from 'vitest';

import { parseArgs } from './args';

describe('the visitor bench’s options', () => {
	it('leave the count of samples to the bench (as many as pages), and write, by default', () => {
		expect(parseArgs([])).toEqual({ samples: undefined, write: true, help: false });
	});

	it('take a count of samples either way, and --no-write', () => {
		expect(parseArgs(['--samples', '3', '--no-write'])).toEqual({
			samples: 3,
			write: false,
			help: false,
		});
		expect(parseArgs(['--samples=5']).samples).toBe(5);
	});

	it('refuse a count that is not a whole number of at least one, and unknown options', () => {
		expect(() => parseArgs(['--samples', '0'])).toThrow('--samples takes a whole number of at least 1');
		expect(() => parseArgs(['--samples'])).toThrow("not 'undefined'");
		expect(() => parseArgs(['--fast'])).toThrow("Unknown option '--fast'");
	});
});
