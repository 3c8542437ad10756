import { bindCalls, pluginConnection, pluginIdentityCrisis } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { startProviderForTests } from './provider';

const provider = startProviderForTests();

describe('pluginIdentityCrisis', () => {
	it('confirms safe mode, migrates, and starts fresh with a new registration', async () => {
		const identityCrisis = bindCalls(pluginIdentityCrisis, provider.api);
		const connection = bindCalls(pluginConnection, provider.api);
		await connection.register({ registration_nonce: 'n', no_iframe: true });
		await expect(identityCrisis.confirmSafeMode()).resolves.toMatchObject({ code: 'success' });
		await expect(identityCrisis.migrate()).resolves.toMatchObject({ code: 'success' });
		const url = new URL(await identityCrisis.startFresh('/wp-admin/'));
		expect(url.pathname).toBe('/blockyard/authorize');
		expect(url.searchParams.get('redirect_uri')).toBe('/wp-admin/');
		await expect(connection.status()).resolves.toMatchObject({
			isRegistered: true,
			isUserConnected: false,
		});
	});
});
