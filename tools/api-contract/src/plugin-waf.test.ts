import { bindCalls, isApiError, pluginMigration, pluginWaf, pluginWordads } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { startProviderForTests } from './provider';

const provider = startProviderForTests();

describe('pluginWaf, pluginWordads and pluginMigration', () => {
	it('round-trips the firewall settings and refuses a bad IP list', async () => {
		const waf = bindCalls(pluginWaf, provider.api);
		await expect(waf.get()).resolves.toMatchObject({ jetpack_waf_automatic_rules: false });
		const changed = await waf.update({
			jetpack_waf_automatic_rules: true,
			jetpack_waf_ip_block_list: '10.0.0.1\n192.168.0.0/16',
		});
		expect(changed).toMatchObject({ jetpack_waf_automatic_rules: true });
		await expect(waf.get()).resolves.toEqual(changed);
		const error: unknown = await waf
			.update({ jetpack_waf_ip_allow_list: 'evil' })
			.catch((e: unknown) => e);
		expect(isApiError(error) && error.status).toBe(400);
	});

	it('round-trips the ads settings', async () => {
		const wordads = bindCalls(pluginWordads, provider.api);
		await expect(wordads.get()).resolves.toMatchObject({ enable_header_ad: true });
		await expect(wordads.update({ enable_header_ad: false })).resolves.toMatchObject({
			enable_header_ad: false,
		});
		await expect(wordads.get()).resolves.toMatchObject({
			enable_header_ad: false,
			wordads_display_post: true,
		});
	});

	it('reads the migration status', async () => {
		await expect(pluginMigration.status(provider.api)).resolves.toEqual({ status: 'inactive' });
	});
});
