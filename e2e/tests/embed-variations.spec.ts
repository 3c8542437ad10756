import type { FrameLocator } from '@playwright/test';

import { CONNECTED_SITE } from '../support/ai';
import { test, expect } from '../support/test';

/**
 * The services embedded through variations of WordPress's Embed block (packages/embeds), each
 * with an address of its pages. Their hosts are out of reach here: the local provider's embed
 * proxy answers with a frame of its own stand-in page, which names the service and the address.
 */
const SERVICES = [
	{ title: 'Descript', slug: 'descript', url: 'https://share.descript.com/view/AbC123xyz' },
	{ title: 'Facebook', slug: 'facebook', url: 'https://www.facebook.com/WordPress/posts/10157' },
	{ title: 'Loom', slug: 'loom', url: 'https://www.loom.com/share/0123456789abcdef' },
	{ title: 'SmartFrame', slug: 'smartframe', url: 'https://news.smartframe.io/image/1234' },
] as const;

const INSTAGRAM = {
	title: 'Instagram',
	slug: 'instagram',
	url: 'https://www.instagram.com/p/CxYz123/',
} as const;

/** The service's frame inside the Embed block's preview (WordPress's sandbox frame). */
function serviceFrame(canvas: FrameLocator, slug: string, title: string): FrameLocator {
	return canvas
		.frameLocator(`.wp-block-embed.is-provider-${slug} iframe.components-sandbox`)
		.frameLocator(`iframe[title="${title} embed"]`);
}

test.describe('the Embed block’s variations', () => {
	for (const service of SERVICES) {
		test(`${service.title}: inserted by its name, embeds an address of the service, saves and reloads valid`, async ({
			editor,
		}) => {
			await editor.open();
			await editor.insertBlock(service.title);
			const canvas = editor.canvas();
			await canvas.getByRole('textbox', { name: `${service.title} URL` }).fill(service.url);
			await canvas.getByRole('button', { name: 'Embed', exact: true }).click();

			const frame = serviceFrame(canvas, service.slug, service.title);
			await expect(frame.getByRole('heading', { name: service.title })).toBeVisible();
			await expect(frame.getByText(service.url)).toBeVisible();

			const saved = await editor.serializedPost();
			expect(saved).toContain(`"url":"${service.url}"`);
			expect(saved).toContain(`"providerNameSlug":"${service.slug}","responsive":true`);
			expect(saved).toContain(`is-provider-${service.slug}`);

			await editor.saveAndReload();
			await editor.expectAllBlocksValid();
			expect(await editor.storedContent()).toBe(saved);
			await expect(
				serviceFrame(editor.canvas(), service.slug, service.title).getByRole('heading', {
					name: service.title,
				})
			).toBeVisible();
		});
	}

	test('Instagram is in the inserter only for a connected user, and embeds a post for them', async ({
		editor,
		page,
	}) => {
		// The playground's site, never registered: its user is not connected.
		await editor.open();
		await page.getByRole('button', { name: 'Toggle block inserter' }).click();
		await page.getByRole('searchbox', { name: 'Search' }).fill(INSTAGRAM.title);
		await expect(page.getByRole('option', { name: 'Latest Instagram Posts' })).toBeVisible();
		await expect(page.getByRole('option', { name: INSTAGRAM.title, exact: true })).toHaveCount(0);

		// Every user of an atomic site counts as connected.
		await editor.open(undefined, CONNECTED_SITE);
		await editor.insertBlock(INSTAGRAM.title);
		const canvas = editor.canvas();
		await canvas.getByRole('textbox', { name: `${INSTAGRAM.title} URL` }).fill(INSTAGRAM.url);
		await canvas.getByRole('button', { name: 'Embed', exact: true }).click();
		await expect(
			serviceFrame(canvas, INSTAGRAM.slug, INSTAGRAM.title).getByText(INSTAGRAM.url)
		).toBeVisible();
		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
	});
});
