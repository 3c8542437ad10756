// What the membership store of @blockyard/payments relies on, against the real provider: the
// status it asks for (every editable product, from the editor of either kind of site), the
// account facts it reads, and the server message it shows when a call fails.
import { hostedMemberships, hostedSubscribers, isApiError } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { faultyFetch } from './ai-helpers';
import { startProviderForTests } from './provider';

const provider = startProviderForTests({ faults: true });

describe('the membership store’s calls', () => {
	it('status with type all and is_editable true answers the account and the editable plans only', async () => {
		await hostedMemberships.createDonationProducts(provider.api, 'EUR');
		const plan = await hostedMemberships.createProduct(provider.api, {
			title: 'Gold',
			price: 5,
			currency: 'USD',
			interval: '1 month',
		});
		for (const source of ['gutenberg', 'gutenberg-wpcom'] as const) {
			const status = await hostedMemberships.status(provider.api, {
				source,
				type: 'all',
				isEditable: true,
			});
			expect(status.connected_account_id).toEqual(expect.any(String));
			expect(status.connected_account_default_currency).toBe('USD');
			expect(status.site_slug).toBe(new URL(provider.origin).host);
			expect(status.connect_url).toBeUndefined();
			expect(status.products).toEqual([
				expect.objectContaining({ id: plan.id, title: 'Gold', price: 5 }),
			]);
		}
	});

	it('a failed status or count call carries the server’s message for the notice', async () => {
		const failing = provider.apiWith({ fetch: faultyFetch('status=503') });
		for (const call of [
			() => hostedMemberships.status(failing, { source: 'gutenberg', type: 'all', isEditable: true }),
			() => hostedSubscribers.counts(failing),
		]) {
			const error: unknown = await call().then(
				() => undefined,
				(reason: unknown) => reason
			);
			expect(isApiError(error)).toBe(true);
			expect(isApiError(error) && error.serverMessage).toMatch(/\S/);
		}
	});
});
