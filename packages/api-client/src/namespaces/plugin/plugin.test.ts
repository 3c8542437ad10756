import { describe, expect, it } from 'vitest';

import { createClient } from '../../client';
import { isValidationError } from '../../errors/validation-error';

const answering =
	(body: unknown): typeof fetch =>
	async () =>
		new Response(JSON.stringify(body), { status: 200 });

const clientAnswering = (body: unknown) =>
	createClient({ root: 'http://site.test/wp-json/', fetch: answering(body) });

const site = { ID: 1, name: 'Site', URL: 'http://site.test', plan: { product_slug: 'jetpack_free' } };

describe('plugin calls whose data is a JSON string', () => {
	it('parse the string and answer its value', async () => {
		const answer = await clientAnswering({
			code: 'success',
			data: JSON.stringify(site),
		}).plugin.site.get();
		expect(answer.data).toEqual(site);
	});

	it('raise a ValidationError naming the call and data for text that is not JSON', async () => {
		const error: unknown = await clientAnswering({ code: 'success', data: '{' })
			.plugin.site.get()
			.catch((e: unknown) => e);
		expect(isValidationError(error) && [error.call, error.field]).toEqual(['site.get', 'data']);
	});

	it('raise a ValidationError naming the field inside the parsed value', async () => {
		const error: unknown = await clientAnswering({ data: JSON.stringify({ state: 3 }) })
			.plugin.catalog.scan()
			.catch((e: unknown) => e);
		expect(isValidationError(error) && [error.call, error.field]).toEqual(['catalog.scan', 'data.state']);
	});
});

describe('plugin calls', () => {
	it('send their inputs under the names the plugin expects', async () => {
		const requests: Request[] = [];
		const client = createClient({
			root: 'http://site.test/wp-json/',
			nonce: 'n',
			fetch: async (input, init) => {
				requests.push(new Request(input, init));
				return new Response('{"code":"success"}');
			},
		});
		await client.plugin.connection.disconnectSite();
		await client.plugin.modules.setActive('stats', false);
		const [disconnect, deactivate] = requests;
		expect(disconnect?.url).toBe('http://site.test/wp-json/jetpack/v4/connection');
		expect(await disconnect?.json()).toEqual({ isActive: false });
		expect(disconnect?.headers.get('X-WP-Nonce')).toBe('n');
		expect(deactivate?.url).toBe('http://site.test/wp-json/jetpack/v4/module/stats/active');
		expect(await deactivate?.json()).toEqual({ active: false });
	});
});
