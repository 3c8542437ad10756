import { bindCalls, isApiError, pluginLicensing } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { startProviderForTests } from './provider';

const provider = startProviderForTests();

describe('pluginLicensing', () => {
	it('counts and attaches the user licenses', async () => {
		const licensing = bindCalls(pluginLicensing, provider.api);
		await expect(licensing.userCounts()).resolves.toMatchObject({ all: 1, assigned: 0, unassigned: 1 });
		const [license] = (await licensing.userLicenses()).items;
		expect(license?.attached_at).toBeNull();

		const results = await licensing.attachLicenses([license?.license_key ?? '', 'not a key']);
		expect(results[0]).toBe(true);
		expect(results[1]).toMatchObject({ code: 'invalid_license' });
		await expect(licensing.setLicense('jetpack-backup_0a1b2c3d')).resolves.toBe(true);
		await expect(licensing.userCounts()).resolves.toMatchObject({ all: 2, assigned: 2, unassigned: 0 });
		expect((await licensing.userLicenses()).items.every((item) => item.attached_at !== null)).toBe(true);
	});

	it('refuses a malformed license', async () => {
		const error: unknown = await pluginLicensing.setLicense(provider.api, 'x').catch((e: unknown) => e);
		expect(isApiError(error) && error.status).toBe(400);
	});

	it('stores the licensing error and dismisses the activation notice', async () => {
		const licensing = bindCalls(pluginLicensing, provider.api);
		await expect(licensing.setError('Could not attach')).resolves.toBe('Could not attach');
		await expect(licensing.setError('')).resolves.toBe('');
		const notice = await licensing.dismissActivationNotice(2);
		expect(notice.last_detached_count).toBe(2);
		expect(Number.isNaN(Date.parse(notice.last_dismissed_time))).toBe(false);
	});
});
