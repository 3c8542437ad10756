import { bindCalls, isNotFoundError, pluginPlugins } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { startProviderForTests } from './provider';

const provider = startProviderForTests();

describe('pluginPlugins', () => {
	it('activates an installed plugin and installs a new one', async () => {
		const plugins = bindCalls(pluginPlugins, provider.api);
		expect((await plugins.list())['akismet/akismet.php']).toMatchObject({ active: false });
		await expect(plugins.activate({ slug: 'akismet', source: 'recommendations' })).resolves.toMatchObject(
			{
				plugin: 'akismet/akismet.php',
				active: true,
			}
		);
		await plugins.activate({ slug: 'jetpack-boost' });
		const list = await plugins.list();
		expect(list['akismet/akismet.php']?.active).toBe(true);
		expect(list['jetpack-boost/jetpack-boost.php']).toMatchObject({
			Name: 'Jetpack Boost',
			active: true,
		});
	});

	it('raises NotFoundError for a plugin the site cannot get', async () => {
		const error: unknown = await pluginPlugins
			.activate(provider.api, { slug: 'no-such-plugin' })
			.catch((e: unknown) => e);
		expect(isNotFoundError(error)).toBe(true);
	});

	it('reads the pending plugin updates', async () => {
		await expect(pluginPlugins.updates(provider.api)).resolves.toMatchObject({ count: 0 });
	});
});
