import { describe, expect, it } from 'vitest';

import {
	formatTime,
	isOpen24Hours,
	isOvernight,
	machineTime,
	parseTime,
	validIntervals,
	validateInterval,
} from './hours';

describe('parseTime', () => {
	it.each([
		['00:00', 0],
		['09:00', 540],
		['09:30', 570],
		['17:05', 1025],
		['23:59', 1439],
	])('parses %s as %i minutes', (value, minutes) => {
		expect(parseTime(value)).toBe(minutes);
		expect(parseTime(value, 'closing')).toBe(minutes);
	});

	it.each(['25:00', '24:01', '9am', '9:00', '09:0', '09:60', '', ' 09:00', '09:00:00', '0900', 'noon'])(
		'rejects %j',
		(value) => {
			expect(parseTime(value)).toBeNull();
			expect(parseTime(value, 'closing')).toBeNull();
		}
	);

	it('accepts 24:00 only as a closing time', () => {
		expect(parseTime('24:00', 'closing')).toBe(1440);
		expect(parseTime('24:00', 'opening')).toBeNull();
		expect(parseTime('24:00')).toBeNull();
	});
});

describe('validateInterval', () => {
	it('accepts a closing time after the opening time', () => {
		expect(validateInterval({ opening: '09:00', closing: '17:00' })).toBeNull();
		expect(validateInterval({ opening: '18:00', closing: '24:00' })).toBeNull();
		expect(validateInterval({ opening: '00:00', closing: '24:00' })).toBeNull();
	});

	it('names what is wrong', () => {
		expect(validateInterval({ opening: '', closing: '' })).toBe('empty');
		expect(validateInterval({ opening: '09:00', closing: '' })).toBe('incomplete');
		expect(validateInterval({ opening: '', closing: '17:00' })).toBe('incomplete');
		expect(validateInterval({ opening: '9am', closing: '17:00' })).toBe('invalid-opening');
		expect(validateInterval({ opening: '24:00', closing: '24:00' })).toBe('invalid-opening');
		expect(validateInterval({ opening: '09:00', closing: '25:00' })).toBe('invalid-closing');
		expect(validateInterval({ opening: '09:00', closing: '09:00' })).toBe('closing-equals-opening');
	});

	it('accepts a closing time before the opening time: open past midnight', () => {
		expect(validateInterval({ opening: '18:00', closing: '02:00' })).toBeNull();
		expect(validateInterval({ opening: '17:00', closing: '09:00' })).toBeNull();
		expect(validateInterval({ opening: '23:30', closing: '00:00' })).toBeNull();
	});
});

describe('isOvernight', () => {
	it('is a valid interval that closes on the next day', () => {
		expect(isOvernight({ opening: '18:00', closing: '02:00' })).toBe(true);
		expect(isOvernight({ opening: '23:30', closing: '00:00' })).toBe(true);
		expect(isOvernight({ opening: '09:00', closing: '17:00' })).toBe(false);
		expect(isOvernight({ opening: '18:00', closing: '24:00' })).toBe(false);
		expect(isOvernight({ opening: '9pm', closing: '02:00' })).toBe(false);
		expect(isOvernight({ opening: '09:00', closing: '09:00' })).toBe(false);
	});
});

describe('validIntervals', () => {
	it('keeps the valid intervals in their order and drops the others', () => {
		const day = {
			name: 'Mon' as const,
			hours: [
				{ opening: '13:00', closing: '17:00' },
				{ opening: '9am', closing: '12:00' },
				{ opening: '', closing: '' },
				{ opening: '08:00', closing: '12:00' },
				{ opening: '18:00', closing: '02:00' },
			],
		};
		expect(validIntervals(day)).toEqual([
			{ opening: '13:00', closing: '17:00' },
			{ opening: '08:00', closing: '12:00' },
			{ opening: '18:00', closing: '02:00' },
		]);
	});
});

describe('isOpen24Hours', () => {
	it('is the single interval 00:00-24:00', () => {
		expect(isOpen24Hours({ name: 'Mon', hours: [{ opening: '00:00', closing: '24:00' }] })).toBe(true);
		expect(isOpen24Hours({ name: 'Mon', hours: [{ opening: '00:00', closing: '23:59' }] })).toBe(false);
		expect(
			isOpen24Hours({
				name: 'Mon',
				hours: [
					{ opening: '00:00', closing: '24:00' },
					{ opening: '09:00', closing: '10:00' },
				],
			})
		).toBe(false);
		expect(isOpen24Hours({ name: 'Mon', hours: [] })).toBe(false);
	});
});

describe('formatTime', () => {
	it.each([
		['00:00', '12:00 AM'],
		['00:30', '12:30 AM'],
		['09:00', '9:00 AM'],
		['11:59', '11:59 AM'],
		['12:00', '12:00 PM'],
		['13:05', '1:05 PM'],
		['17:00', '5:00 PM'],
		['23:59', '11:59 PM'],
		['24:00', '12:00 AM'],
	])('writes %s on a 12-hour clock as %s', (value, expected) => {
		expect(formatTime(value, true)).toBe(expected);
	});

	it.each([
		['00:00', '00:00'],
		['09:00', '09:00'],
		['17:30', '17:30'],
		['24:00', '24:00'],
	])('writes %s on a 24-hour clock as %s', (value, expected) => {
		expect(formatTime(value, false)).toBe(expected);
	});

	it('gives null for what does not parse', () => {
		expect(formatTime('9am', true)).toBeNull();
		expect(formatTime('', false)).toBeNull();
	});
});

describe('machineTime', () => {
	it('keeps valid HTML times and writes the end of the day as 23:59', () => {
		expect(machineTime('09:00')).toBe('09:00');
		expect(machineTime('24:00')).toBe('23:59');
	});
});
