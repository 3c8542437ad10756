import { describe, expect, it } from 'vitest';

import { openingHoursSpecifications } from './schema-org';

describe('openingHoursSpecifications', () => {
	it('gives one specification per valid interval', () => {
		expect(
			openingHoursSpecifications({
				name: 'Tue',
				hours: [
					{ opening: '08:00', closing: '12:00' },
					{ opening: '25:00', closing: '26:00' },
					{ opening: '13:00', closing: '18:30' },
				],
			})
		).toEqual([
			{ dayOfWeek: 'https://schema.org/Tuesday', opens: '08:00', closes: '12:00' },
			{ dayOfWeek: 'https://schema.org/Tuesday', opens: '13:00', closes: '18:30' },
		]);
	});

	it('gives none for a closed day, or one with no valid interval', () => {
		expect(openingHoursSpecifications({ name: 'Sun', hours: [] })).toEqual([]);
		expect(
			openingHoursSpecifications({ name: 'Sun', hours: [{ opening: '17:00', closing: '17:00' }] })
		).toEqual([]);
	});

	it('publishes an interval past midnight on its opening day, closing earlier than it opens', () => {
		// schema.org reads a `closes` earlier than `opens` as hours running into the next day.
		expect(
			openingHoursSpecifications({ name: 'Fri', hours: [{ opening: '18:00', closing: '02:00' }] })
		).toEqual([{ dayOfWeek: 'https://schema.org/Friday', opens: '18:00', closes: '02:00' }]);
	});

	it('opens a 24-hour day at 00:00 and closes it at 23:59', () => {
		expect(
			openingHoursSpecifications({ name: 'Sat', hours: [{ opening: '00:00', closing: '24:00' }] })
		).toEqual([{ dayOfWeek: 'https://schema.org/Saturday', opens: '00:00', closes: '23:59' }]);
	});

	it('closes an interval ending at midnight at 23:59', () => {
		expect(
			openingHoursSpecifications({ name: 'Fri', hours: [{ opening: '18:00', closing: '24:00' }] })
		).toEqual([{ dayOfWeek: 'https://schema.org/Friday', opens: '18:00', closes: '23:59' }]);
	});
});
