import { describe, expect, expectTypeOf, it } from 'vitest';

import { ai } from './ai/calls';
import { createApi } from './api';
import { bindCalls } from './bind-calls';
import { isValidationError } from './errors/validation-error';
import { pluginModules } from './namespaces/plugin/modules';

function recordingApi() {
	const requests: Request[] = [];
	const api = createApi({
		root: 'http://site.test/wp-json/',
		fetch: async (input, init) => {
			requests.push(new Request(input, init));
			return new Response('{"code":"success"}');
		},
	});
	return { api, requests };
}

describe('bindCalls', () => {
	it('gives every call of the namespace, each sending its arguments to the bound api', async () => {
		const { api, requests } = recordingApi();
		const modules = bindCalls(pluginModules, api);
		expect(Object.keys(modules)).toEqual(Object.keys(pluginModules));
		await expect(modules.setActive('stats', false)).resolves.toEqual({ code: 'success' });
		expect(requests[0]?.url).toBe('http://site.test/wp-json/jetpack/v4/module/stats/active');
		expect(await requests[0]?.json()).toEqual({ active: false });
	});

	it('fails as the unbound call fails', async () => {
		const { api } = recordingApi();
		// `{"code":"success"}` is no module: both raise the same ValidationError.
		const bound: unknown = await bindCalls(pluginModules, api)
			.get('stats')
			.catch((e: unknown) => e);
		const unbound: unknown = await pluginModules.get(api, 'stats').catch((e: unknown) => e);
		expect(isValidationError(bound) && [bound.call, bound.field]).toEqual([
			'pluginModules.get',
			'module',
		]);
		expect(isValidationError(unbound) && [unbound.call, unbound.field]).toEqual([
			'pluginModules.get',
			'module',
		]);
	});

	it('leaves the api out of the bound calls’ parameters', () => {
		const { api } = recordingApi();
		const modules = bindCalls(pluginModules, api);
		expectTypeOf(modules.setActive).parameters.toEqualTypeOf<[slug: string, active: boolean]>();
		expectTypeOf(modules.all).parameters.toEqualTypeOf<[]>();
		expectTypeOf(bindCalls(ai, api).streamQuery).returns.toEqualTypeOf<
			ReturnType<typeof ai.streamQuery>
		>();
	});
});
