import { expect, type APIRequestContext } from '@playwright/test';

import { providerNonceHeader, providerUrl } from './urls';

/** Puts the local provider's site back to never registered, so a connection test starts from scratch. */
export async function disconnectSite(request: APIRequestContext): Promise<void> {
	const root = `${providerUrl()}wp-json/jetpack/v4/connection`;
	const status = await request.get(root);
	expect(status.ok()).toBe(true);
	const { isRegistered } = (await status.json()) as { isRegistered: boolean };
	if (isRegistered) {
		const response = await request.post(root, {
			data: { isActive: false },
			headers: providerNonceHeader(),
		});
		expect(response.ok()).toBe(true);
	}
}
