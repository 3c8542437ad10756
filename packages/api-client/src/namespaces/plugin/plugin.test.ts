import { describe, expect, it } from 'vitest';

import { createApi } from '../../api';
import { isValidationError } from '../../errors/validation-error';
import { pluginCatalog } from './catalog';
import { pluginConnection } from './connection';
import { pluginModules } from './modules';
import { pluginSite } from './site';

const answering =
	(body: unknown): typeof fetch =>
	async () =>
		new Response(JSON.stringify(body), { status: 200 });

const apiAnswering = (body: unknown) =>
	createApi({ root: 'http://site.test/wp-json/', fetch: answering(body) });

const site = { ID: 1, name: 'Site', URL: 'http://site.test', plan: { product_slug: 'jetpack_free' } };

describe('plugin calls whose data is a JSON string', () => {
	it('parse the string and answer its value', async () => {
		const answer = await pluginSite.get(apiAnswering({ code: 'success', data: JSON.stringify(site) }));
		expect(answer.data).toEqual(site);
	});

	it('raise a ValidationError naming the call and data for text that is not JSON', async () => {
		const error: unknown = await pluginSite
			.get(apiAnswering({ code: 'success', data: '{' }))
			.catch((e: unknown) => e);
		expect(isValidationError(error) && [error.call, error.field]).toEqual(['pluginSite.get', 'data']);
	});

	it('raise a ValidationError naming the field inside the parsed value', async () => {
		const error: unknown = await pluginCatalog
			.scan(apiAnswering({ data: JSON.stringify({ state: 3 }) }))
			.catch((e: unknown) => e);
		expect(isValidationError(error) && [error.call, error.field]).toEqual([
			'pluginCatalog.scan',
			'data.state',
		]);
	});
});

describe('plugin calls', () => {
	it('send their inputs as the plugin’s routes name them', async () => {
		const requests: Request[] = [];
		const api = createApi({
			root: 'http://site.test/wp-json/',
			nonce: 'n',
			fetch: async (input, init) => {
				requests.push(new Request(input, init));
				return new Response('{"code":"success"}');
			},
		});
		await pluginConnection.disconnectSite(api);
		await pluginModules.setActive(api, 'stats', false);
		const [disconnect, deactivate] = requests;
		expect(disconnect?.url).toBe('http://site.test/wp-json/jetpack/v4/connection');
		expect(await disconnect?.json()).toEqual({ isActive: false });
		expect(disconnect?.headers.get('X-WP-Nonce')).toBe('n');
		expect(deactivate?.url).toBe('http://site.test/wp-json/jetpack/v4/module/stats/active');
		expect(await deactivate?.json()).toEqual({ active: false });
	});
});
