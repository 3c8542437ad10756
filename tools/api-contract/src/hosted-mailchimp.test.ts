import { describe, expect, it } from 'vitest';

import { bindCalls, hostedMailchimp, isApiError } from '@blockyard/api-client';

import { startProviderForTests } from './provider';
import { approveProviderPage } from './provider-pages';

const provider = startProviderForTests();

describe('hostedMailchimp', () => {
	it('status gives a connect URL; groups work once the popup page has connected the site', async () => {
		const mailchimp = bindCalls(hostedMailchimp, provider.api);
		const before = await mailchimp.status();
		expect(before.code).toBe('not_connected');
		const refused: unknown = await mailchimp.groups().catch((e: unknown) => e);
		expect(isApiError(refused) && refused.code).toBe('mailchimp_not_connected');

		expect((await approveProviderPage(before.connect_url ?? '')).status).toBe(200);
		expect((await mailchimp.status()).code).toBe('connected');
		const groups = await mailchimp.groups();
		expect(groups.interest_categories[0]?.interests).toEqual([
			{ id: 'local-news', name: 'News' },
			{ id: 'local-events', name: 'Events' },
		]);

		const disconnected = await mailchimp.disconnect();
		expect(disconnected.code).toBe('not_connected');
		expect(disconnected.connect_url).toBe(before.connect_url);
		expect((await mailchimp.status()).code).toBe('not_connected');
	});
});
