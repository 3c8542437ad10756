import { describe, expect, it } from 'vitest';

import { keystrokeDurations, type TraceEvent } from './trace';

const dispatch = (type: string, ts: number, dur: number, tid = 1): TraceEvent => ({
	name: 'EventDispatch',
	ph: 'X',
	ts,
	dur,
	pid: 1,
	tid,
	args: { data: { type } },
});

describe('keystrokeDurations', () => {
	it('adds up the keydown, keypress and keyup of each keystroke, in milliseconds', () => {
		const events = [
			dispatch('keydown', 0, 500),
			dispatch('keypress', 1000, 7000),
			dispatch('keyup', 9000, 250),
			dispatch('keydown', 20_000, 400),
			dispatch('keypress', 21_000, 6000),
			dispatch('keyup', 28_000, 200),
		];
		expect(keystrokeDurations(events)).toEqual([7.75, 6.6]);
	});

	it('does not count again an event dispatched inside another one', () => {
		const events = [
			dispatch('keydown', 0, 500),
			// The canvas passes the keydown on to the page: inside the first one.
			dispatch('keydown', 100, 300),
			dispatch('keypress', 1000, 7000),
			dispatch('input', 2000, 5000),
			dispatch('keyup', 9000, 250),
		];
		expect(keystrokeDurations(events)).toEqual([7.75]);
	});

	it('keeps dispatches on other threads apart, and ignores other events', () => {
		const events: TraceEvent[] = [
			dispatch('keydown', 0, 1000),
			dispatch('keypress', 100, 1000, 2),
			dispatch('keyup', 3000, 1000),
			{ name: 'FunctionCall', ph: 'X', ts: 0, dur: 99_000, pid: 1, tid: 1 },
			{ name: 'EventDispatch', ph: 'B', ts: 0, pid: 1, tid: 1, args: { data: { type: 'keydown' } } },
		];
		expect(keystrokeDurations(events)).toEqual([3]);
	});

	it('counts only whole keystrokes', () => {
		expect(keystrokeDurations([dispatch('keydown', 0, 500), dispatch('keypress', 600, 500)])).toEqual([]);
	});
});
