import { describe, expect, it } from 'vitest';

import {
	addInterval,
	removeInterval,
	replaceDay,
	setDayOpen,
	setDayOpen24Hours,
	updateInterval,
} from './day-changes';
import type { BusinessHoursDay } from './types';
import { defaultDays } from './week';

const monday: BusinessHoursDay = {
	name: 'Mon',
	hours: [
		{ opening: '08:00', closing: '12:00' },
		{ opening: '13:00', closing: '17:00' },
	],
};

describe('day changes', () => {
	it('closing clears every interval; opening sets exactly one 09:00-17:00', () => {
		expect(setDayOpen(monday, false).hours).toEqual([]);
		expect(setDayOpen({ name: 'Sun', hours: [] }, true).hours).toEqual([
			{ opening: '09:00', closing: '17:00' },
		]);
	});

	it('open 24 hours is the single interval 00:00-24:00, and turning it off goes back to 09:00-17:00', () => {
		const allDay = setDayOpen24Hours(monday, true);
		expect(allDay.hours).toEqual([{ opening: '00:00', closing: '24:00' }]);
		expect(setDayOpen24Hours(allDay, false).hours).toEqual([{ opening: '09:00', closing: '17:00' }]);
	});

	it('adds an empty interval', () => {
		expect(addInterval(monday).hours).toEqual([...monday.hours, { opening: '', closing: '' }]);
	});

	it('removes an interval only while more than one is left', () => {
		expect(removeInterval(monday, 0).hours).toEqual([{ opening: '13:00', closing: '17:00' }]);
		const single = removeInterval(monday, 1);
		expect(removeInterval(single, 0)).toBe(single);
	});

	it('keeps whatever was typed, valid or not', () => {
		expect(updateInterval(monday, 1, { closing: '9am' }).hours[1]).toEqual({
			opening: '13:00',
			closing: '9am',
		});
		expect(monday.hours[1]).toEqual({ opening: '13:00', closing: '17:00' });
	});

	it('replaces one day by name and keeps the order', () => {
		const days = replaceDay(defaultDays(), monday);
		expect(days.map((day) => day.name)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
		expect(days[1]).toBe(monday);
	});
});
