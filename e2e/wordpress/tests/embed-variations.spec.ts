import type { Page } from '@playwright/test';

import { test, expect } from '../support/test';

// The Embed block's variations the embeds package registers, in WordPress's own Embed block:
// offered in the inserter, Instagram's only to a connected user, and a Loom address embedded
// through WordPress's embed proxy. The services are unreachable offline: the test site's
// mu-plugin (e2e/wordpress/mu-plugins/e2e-embed-stand-ins.php) sends their oEmbed to the local
// provider, which answers with a frame of its stand-in page.

const inserterVariations = (page: Page) =>
	page.evaluate(() =>
		(
			window as unknown as {
				wp: { blocks: { getBlockVariations(name: string, scope: string): { name: string }[] } };
			}
		).wp.blocks
			.getBlockVariations('core/embed', 'inserter')
			.map(({ name }) => name)
	);

test('the Embed block’s variations are in the inserter, and a Loom address embeds, saves and reloads valid', async ({
	wp,
	page,
}) => {
	await wp.openNewPost();
	const names = await inserterVariations(page);
	expect(names).toEqual(expect.arrayContaining(['descript', 'facebook', 'loom', 'smartframe']));
	// Not connected: no Instagram.
	expect(names).not.toContain('instagram');

	await wp.insertBlock('Loom');
	const canvas = wp.canvas();
	await canvas
		.getByRole('textbox', { name: 'Loom URL' })
		.fill('https://www.loom.com/share/0123456789abcdef');
	await canvas.getByRole('button', { name: 'Embed', exact: true }).click();
	const frame = canvas
		.frameLocator('[data-type="core/embed"] iframe.components-sandbox')
		.frameLocator('iframe[title="Loom embed"]');
	await expect(frame.getByRole('heading', { name: 'Loom' })).toBeAttached();
	await expect(frame.getByText('https://www.loom.com/share/0123456789abcdef')).toBeAttached();

	await wp.save();
	const saved = await wp.serializedPost();
	expect(saved).toContain('"providerNameSlug":"loom","responsive":true');
	await wp.reload();
	await wp.expectAllBlocksValid();
	expect(await wp.serializedPost()).toBe(saved);
});

test('Instagram’s variation is in the inserter for a connected user', async ({ wp, page }) => {
	// `blockyard_e2e_connected` (e2e/wordpress/mu-plugins) makes the user count as connected.
	await wp.openNewPost('blockyard_e2e_connected=1');
	expect(await inserterVariations(page)).toContain('instagram');
	await wp.insertBlock('Instagram');
	await expect(wp.canvas().getByRole('textbox', { name: 'Instagram URL' })).toBeVisible();
});
