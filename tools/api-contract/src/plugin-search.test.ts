import { bindCalls, isApiError, pluginModules, pluginSearch } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { startProviderForTests } from './provider';

const provider = startProviderForTests();

describe('pluginSearch', () => {
	it('reads the plan, stats and pricing', async () => {
		const search = bindCalls(pluginSearch, provider.api);
		await expect(search.plan()).resolves.toMatchObject({ supports_search: true });
		await expect(search.stats()).resolves.toMatchObject({ post_count: 1 });
		await expect(search.pricing()).resolves.toMatchObject({ currency_code: 'USD' });
	});

	it('round-trips the settings, kept with the search module', async () => {
		const search = bindCalls(pluginSearch, provider.api);
		await expect(search.settings()).resolves.toEqual({
			module_active: false,
			instant_search_enabled: false,
		});
		const refused: unknown = await search
			.updateSettings({ instant_search_enabled: true })
			.catch((e: unknown) => e);
		expect(isApiError(refused) && refused.status).toBe(400);
		await expect(
			search.updateSettings({ module_active: true, instant_search_enabled: true })
		).resolves.toEqual({
			module_active: true,
			instant_search_enabled: true,
		});
		expect((await pluginModules.get(provider.api, 'search')).active).toBe(true);
		await expect(search.settings()).resolves.toEqual({
			module_active: true,
			instant_search_enabled: true,
		});
	});
});
