import { bindCalls, isApiError, isNotFoundError, pluginModules } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { startProviderForTests } from './provider';

const provider = startProviderForTests();

describe('pluginModules', () => {
	it('lists the modules and reads one', async () => {
		const modules = bindCalls(pluginModules, provider.api);
		const all = await modules.all();
		expect(Object.keys(all)).toEqual(
			expect.arrayContaining(['stats', 'protect', 'akismet', 'vaultpress', 'search', 'wordads', 'waf'])
		);
		expect(all.stats).toMatchObject({ module: 'stats', active: true });
		await expect(modules.get('protect')).resolves.toMatchObject({ module: 'protect', name: 'Protect' });
	});

	it('activates and deactivates a module', async () => {
		const modules = bindCalls(pluginModules, provider.api);
		await expect(modules.setActive('wordads', true)).resolves.toMatchObject({ code: 'success' });
		expect((await modules.get('wordads')).active).toBe(true);
		expect((await modules.all()).wordads?.active).toBe(true);
		await modules.setActive('wordads', false);
		expect((await modules.get('wordads')).active).toBe(false);
	});

	it('changes a module option, and refuses an unknown one', async () => {
		const modules = bindCalls(pluginModules, provider.api);
		await expect(modules.updateOptions('stats', { do_not_track: false })).resolves.toMatchObject({
			code: 'success',
		});
		expect((await modules.get('stats')).options).toMatchObject({ do_not_track: false });
		const error: unknown = await modules.updateOptions('stats', { nope: 1 }).catch((e: unknown) => e);
		expect(isApiError(error) && error.status).toBe(400);
	});

	it('raises NotFoundError for an unknown module', async () => {
		const modules = bindCalls(pluginModules, provider.api);
		for (const call of [modules.get('nope'), modules.setActive('nope', true)]) {
			const error: unknown = await call.catch((e: unknown) => e);
			expect(isNotFoundError(error)).toBe(true);
			expect(error instanceof Error && error.message).toMatch(/\(404\)$/);
		}
	});

	it('reads the module data calls', async () => {
		const modules = bindCalls(pluginModules, provider.api);
		expect(await modules.protectData()).toBeGreaterThanOrEqual(0);
		await expect(modules.vaultpressData()).resolves.toMatchObject({ code: 'not_active' });
		await expect(modules.statsData('month')).resolves.toHaveProperty('general');
	});

	it('checks Akismet keys; a valid one is kept and unlocks the spam data', async () => {
		const modules = bindCalls(pluginModules, provider.api);
		await expect(modules.akismetData()).resolves.toBe('invalid_key');
		await expect(modules.akismetKeyCheck()).resolves.toMatchObject({
			validKey: false,
			invalidKeyCode: 'empty',
		});
		await expect(modules.akismetKeyCheck('not-a-key')).resolves.toMatchObject({ validKey: false });
		await expect(modules.akismetKeyCheck('0123456789ab')).resolves.toMatchObject({ validKey: true });
		await expect(modules.akismetKeyCheck()).resolves.toMatchObject({ validKey: true });
		await expect(modules.akismetData()).resolves.toHaveProperty('all');
	});
});
