import { describe, expect, it } from 'vitest';

import { frameTime, framePoster } from './frame-poster';

describe('the drawn poster frame', () => {
	it('writes the time as a player shows it', () => {
		expect([0, 2500, 61_001, 3_723_456, -5].map(frameTime)).toEqual([
			'0:00.000',
			'0:02.500',
			'1:01.001',
			'1:02:03.456',
			'0:00.000',
		]);
	});

	it('is a 1280×720 PNG, different for another time', async () => {
		const first = await framePoster('abcd1234', 1000);
		const second = await framePoster('abcd1234', 2000);
		expect(first.subarray(1, 4).toString('latin1')).toBe('PNG');
		expect([first.readUInt32BE(16), first.readUInt32BE(20)]).toEqual([1280, 720]);
		expect(first.equals(second)).toBe(false);
	});
});
