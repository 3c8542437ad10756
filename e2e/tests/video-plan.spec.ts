import type { APIRequestContext, Locator } from '@playwright/test';

import { test, expect } from '../support/test';
import { providerNonceHeader, providerUrl } from '../support/urls';

// The hosted video on a site whose plan lacks it (the host's `requiredPlans`, the playground's
// `?requires-plan=`), or whose VideoPress module is off (the provider's `jetpack/v4` modules):
// the placeholder keeps its Upload and Media Library buttons, disabled, and says why, with
// Upgrade to the plan's checkout, or Turn on VideoPress.

/** The placeholder keeps Upload and Media Library, disabled, with `reason`, and takes no file. */
async function expectChoosingDisabled(block: Locator, reason: string): Promise<void> {
	await expect(block).toContainText(reason);
	await expect(block.getByRole('button', { name: 'Upload' })).toBeDisabled();
	await expect(block.getByRole('button', { name: 'Media Library' })).toBeDisabled();
	await expect(block.locator('input[type="file"]')).toHaveCount(0);
}

test.describe('VideoPress on a site without its plan', () => {
	test('disables Upload and Media Library and says why, with Upgrade', async ({ editor }) => {
		await editor.open(undefined, { 'requires-plan': 'blockyard/video' });
		await editor.insertBlock('VideoPress');
		const block = editor.canvas().locator('.wp-block-blockyard-video');
		await expectChoosingDisabled(
			block,
			'Uploading and choosing videos needs the Premium plan, which this site does not have yet.'
		);
		await expect(block.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', /plan_upgraded=1/);
	});
});

test.describe('VideoPress on a site whose VideoPress module is off', () => {
	const setModule = async (request: APIRequestContext, active: boolean) => {
		const response = await request.post(`${providerUrl()}wp-json/jetpack/v4/module/videopress/active`, {
			data: { active },
			headers: providerNonceHeader(),
		});
		expect(response.ok()).toBe(true);
	};

	test('disables Upload and Media Library and says why, and Turn on VideoPress turns it on', async ({
		editor,
		request,
	}) => {
		await setModule(request, false);
		try {
			await editor.open();
			await editor.insertBlock('VideoPress');
			const block = editor.canvas().locator('.wp-block-blockyard-video');
			await expectChoosingDisabled(
				block,
				'Uploading and choosing videos needs the VideoPress module, which is off on this site.'
			);

			await block.getByRole('button', { name: 'Turn on VideoPress' }).click();
			await expect(block.locator('input[type="file"]')).toHaveCount(1);
			await expect(block.getByRole('button', { name: 'Upload' })).toBeEnabled();
			const module = await request.get(`${providerUrl()}wp-json/jetpack/v4/module/videopress`, {
				headers: providerNonceHeader(),
			});
			expect(((await module.json()) as { active: boolean }).active).toBe(true);
		} finally {
			await setModule(request, true);
		}
	});
});
