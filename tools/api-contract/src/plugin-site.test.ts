import { bindCalls, pluginCatalog, pluginSite } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { startProviderForTests } from './provider';

const provider = startProviderForTests();

describe('pluginSite and pluginCatalog', () => {
	it('parses the JSON strings the site calls carry in data', async () => {
		const site = bindCalls(pluginSite, provider.api);
		const info = await site.get();
		expect(info.data).toMatchObject({
			name: 'Blockyard Playground',
			plan: { product_slug: 'value_bundle', product_name_short: 'Premium' },
		});
		expect((await site.features()).data.active).toContain('stats');
		expect((await site.purchases()).data[0]).toMatchObject({ product_slug: 'jetpack_free' });
		expect((await site.benefits()).data).toHaveProperty('protected');
	});

	it('reads the plain site answers', async () => {
		const site = bindCalls(pluginSite, provider.api);
		expect(Object.keys(await site.products())).toContain('jetpack_scan');
		await expect(site.discount()).resolves.toHaveProperty('discount');
		await expect(site.backupUndoEvent()).resolves.toHaveProperty('undo_backup_id');
	});

	it('reads plans, products, intro offers, rewind and scan', async () => {
		const catalog = bindCalls(pluginCatalog, provider.api);
		expect((await catalog.plans()).map((plan) => plan.product_slug)).toContain('jetpack_free');
		expect(await catalog.products()).toHaveProperty('jetpack_search');
		expect((await catalog.introOffers()).length).toBeGreaterThan(0);
		expect((await catalog.rewind()).data.state).toBe('unavailable');
		expect((await catalog.scan()).data.state).toBe('unavailable');
	});
});
