import { bindCalls, isApiError, pluginModules, pluginSettings, pluginTracking } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { startProviderForTests } from './provider';

const provider = startProviderForTests();

describe('pluginSettings and pluginTracking', () => {
	it('changes settings, resets them, and refuses unknown ones', async () => {
		const settings = bindCalls(pluginSettings, provider.api);
		expect(await settings.get()).toMatchObject({ lazy_images: false });
		await expect(settings.update({ lazy_images: true })).resolves.toMatchObject({ code: 'success' });
		expect(await settings.get()).toMatchObject({ lazy_images: true });
		const unknown: unknown = await settings.update({ no_such_setting: 1 }).catch((e: unknown) => e);
		expect(isApiError(unknown) && unknown.code).toBe('rest_invalid_param');
		await expect(settings.resetOptions('options')).resolves.toMatchObject({ code: 'success' });
		expect(await settings.get()).toMatchObject({ lazy_images: false });
	});

	it('resets the modules to their defaults', async () => {
		const modules = bindCalls(pluginModules, provider.api);
		const settings = bindCalls(pluginSettings, provider.api);
		await modules.setActive('stats', false);
		await settings.resetOptions('modules');
		expect((await modules.get('stats')).active).toBe(true);
		const error: unknown = await settings.resetOptions('everything').catch((e: unknown) => e);
		expect(isApiError(error) && error.status).toBe(400);
	});

	it('round-trips the tracking opt-out', async () => {
		const tracking = bindCalls(pluginTracking, provider.api);
		await expect(tracking.get()).resolves.toEqual({ tracks_opt_out: false });
		await expect(tracking.update({ tracks_opt_out: true })).resolves.toEqual({ tracks_opt_out: true });
		await expect(tracking.get()).resolves.toEqual({ tracks_opt_out: true });
	});
});
