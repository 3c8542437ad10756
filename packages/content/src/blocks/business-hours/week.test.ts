import { DAY_KEYS } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import metadata from './block.json';
import { defaultDays, normalizeDays, orderDays } from './week';

describe('defaultDays', () => {
	it('opens Mon-Fri 09:00-17:00 and closes the weekend, in Sun..Sat order', () => {
		expect(defaultDays()).toEqual([
			{ name: 'Sun', hours: [] },
			{ name: 'Mon', hours: [{ opening: '09:00', closing: '17:00' }] },
			{ name: 'Tue', hours: [{ opening: '09:00', closing: '17:00' }] },
			{ name: 'Wed', hours: [{ opening: '09:00', closing: '17:00' }] },
			{ name: 'Thu', hours: [{ opening: '09:00', closing: '17:00' }] },
			{ name: 'Fri', hours: [{ opening: '09:00', closing: '17:00' }] },
			{ name: 'Sat', hours: [] },
		]);
	});

	it('is the default block.json declares', () => {
		expect(metadata.attributes.days.default).toEqual(defaultDays());
	});
});

describe('orderDays', () => {
	const names = (startOfWeek: number) => orderDays(defaultDays(), startOfWeek).map((day) => day.name);

	it('starts the week on the given day', () => {
		expect(names(0)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
		expect(names(1)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
		expect(names(6)).toEqual(['Sat', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri']);
	});

	it('falls back to Sunday for an out-of-range start', () => {
		expect(names(7)).toEqual([...DAY_KEYS]);
		expect(names(-1)).toEqual([...DAY_KEYS]);
		expect(names(1.5)).toEqual([...DAY_KEYS]);
	});

	it('does not change its input', () => {
		const days = defaultDays();
		orderDays(days, 3);
		expect(days.map((day) => day.name)).toEqual([...DAY_KEYS]);
	});
});

describe('normalizeDays', () => {
	it('returns seven days in Sun..Sat order whatever was stored', () => {
		const days = normalizeDays([
			{ name: 'Wed', hours: [{ opening: '10:00', closing: '11:00' }] },
			{ name: 'Mon', hours: [{ opening: 'x', closing: '' }, 'junk', { opening: 9 }] },
			{ name: 'Mon', hours: [{ opening: '01:00', closing: '02:00' }] },
			{ name: 'Funday', hours: [] },
			null,
		]);
		expect(days.map((day) => day.name)).toEqual([...DAY_KEYS]);
		expect(days[1]).toEqual({ name: 'Mon', hours: [{ opening: 'x', closing: '' }] });
		expect(days[3]).toEqual({ name: 'Wed', hours: [{ opening: '10:00', closing: '11:00' }] });
		expect(days[0]).toEqual({ name: 'Sun', hours: [] });
	});

	it('treats anything but a list as an empty week', () => {
		expect(normalizeDays(undefined).every((day) => day.hours.length === 0)).toBe(true);
		expect(normalizeDays('Mon').length).toBe(7);
	});
});
