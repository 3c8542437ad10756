// `npm test` times each phase and prints the table of their times last, whether it passes or
// stops at a failed phase.
import { describe, expect, it } from 'vitest';

import { createPhases, formatDuration, timingTable } from '../../../scripts/lib/phases.mjs';

describe('formatDuration', () => {
	it('gives seconds to a tenth, and minutes with seconds', () => {
		expect(formatDuration(0)).toBe('0.0 s (0:00)');
		expect(formatDuration(83_449)).toBe('83.4 s (1:23)');
		expect(formatDuration(900_000)).toBe('900.0 s (15:00)');
	});
});

describe('timingTable', () => {
	it('lists each phase with its status and time, then the total', () => {
		const table = timingTable(
			[
				{ label: 'install', status: 'passed', ms: 6_800 },
				{ label: 'playground e2e', status: 'passed', ms: 252_000 },
			],
			258_800
		).split('\n');
		expect(table[0]).toBe('blockyard: time of each phase (wall clock)');
		expect(table[1]).toMatch(/^ {2}install +passed +6\.8 s \(0:06\)$/);
		expect(table[2]).toMatch(/^ {2}playground e2e +passed +252\.0 s \(4:12\)$/);
		expect(table[3]).toMatch(/^ {2}total +passed +258\.8 s \(4:18\)$/);
	});

	it('says the run failed when a phase did', () => {
		const table = timingTable([{ label: 'format', status: 'failed', ms: 1_000 }], 1_000);
		expect(table.split('\n').at(-1)).toMatch(/total +failed/);
	});
});

describe('createPhases', () => {
	it('records each phase’s time and status, a failed one too, and rethrows its error', async () => {
		let clock = 0;
		const printed: string[] = [];
		let printTable = () => undefined as void;
		const phases = createPhases({
			now: () => clock,
			print: (text) => printed.push(text),
			onExit: (print) => {
				printTable = print;
			},
		});
		await phases.phase('lint', () => {
			clock += 2_000;
		});
		await expect(
			phases.phase('unit', async () => {
				clock += 3_000;
				throw new Error('a test failed');
			})
		).rejects.toThrow('a test failed');
		expect(phases.rows).toEqual([
			{ label: 'lint', status: 'passed', ms: 2_000 },
			{ label: 'unit', status: 'failed', ms: 3_000 },
		]);
		expect(printed).toContain('blockyard: unit: failed in 3.0 s (0:03)');

		printTable();
		expect(printed.at(-1)).toMatch(
			/time of each phase[\s\S]*lint +passed[\s\S]*unit +failed[\s\S]*total +failed +5\.0 s/
		);
	});
});
