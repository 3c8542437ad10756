import { isApiError, usageEvents } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { startProviderForTests } from './provider';

const provider = startProviderForTests();

describe('usageEvents', () => {
	it('records an event over HTTP and reads it back by name', async () => {
		const event = {
			name: 'jetpack_connection_reconnect_click',
			props: { errors: 1 },
			user: { ID: 90001, login: 'blockyard-admin' },
		};
		await usageEvents.record(provider.api, event);

		const recorded = await usageEvents.list(provider.api, { name: event.name });
		expect(recorded).toHaveLength(1);
		expect(recorded[0]).toMatchObject(event);
	});

	it('refuses a name without an allowed prefix with a 400', async () => {
		const error: unknown = await usageEvents
			.record(provider.api, { name: 'other_event', props: {}, user: { ID: 1, login: 'ann' } })
			.catch((caught: unknown) => caught);
		expect(isApiError(error)).toBe(true);
		expect(error).toMatchObject({ status: 400, code: 'rest_invalid_param' });
	});
});
