import { businessHours } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { startProviderForTests } from './provider';

const provider = startProviderForTests();

describe('businessHours', () => {
	it('localizedWeek answers English names and the site start of week', async () => {
		await expect(businessHours.localizedWeek(provider.api)).resolves.toEqual({
			days: {
				Sun: 'Sunday',
				Mon: 'Monday',
				Tue: 'Tuesday',
				Wed: 'Wednesday',
				Thu: 'Thursday',
				Fri: 'Friday',
				Sat: 'Saturday',
			},
			startOfWeek: 1,
		});
	});
});
