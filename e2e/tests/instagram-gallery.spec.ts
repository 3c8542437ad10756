import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { CONNECTED_SITE } from '../support/ai';
import { expectNoSeriousAxeViolations } from '../support/axe';
import type { PlaygroundEditor } from '../support/playground-editor';
import { test, expect } from '../support/test';
import { playgroundUrl, providerNonceHeader, providerUrl } from '../support/urls';

/**
 * Adds an account through the provider's connect popup (the local provider's stand-in page:
 * Approve adds an account and posts its `keyring_id` to the editor), from the block's choice.
 */
async function connectNewAccount(editor: PlaygroundEditor, page: Page): Promise<void> {
	const canvas = editor.canvas();
	const newAccount = canvas.getByRole('radio', { name: 'Add a new account' });
	if (await newAccount.isVisible()) {
		await newAccount.check();
	}
	const popupOpened = page.waitForEvent('popup');
	await canvas.getByRole('button', { name: 'Connect to Instagram' }).click();
	const popup = await popupOpened;
	await expect(canvas.getByText('Connecting…')).toBeVisible();
	await popup.getByRole('button', { name: 'Approve' }).click();
	// The page posts the new account's keyring id to the editor and closes itself.
	await expect.poll(() => popup.isClosed()).toBe(true);
}

/**
 * Gives a new gallery an account: the site's first, or (on a provider with none yet) a new one
 * through the popup. Answers its user name, as the sidebar links it.
 */
async function useAnAccount(editor: PlaygroundEditor, page: Page, gallery: Locator): Promise<string> {
	const submit = gallery.getByRole('button', { name: /^(Connect to Instagram|Use this account)$/ });
	await expect(submit).toBeVisible();
	if ((await submit.textContent()) === 'Use this account') {
		await submit.click();
	} else {
		await connectNewAccount(editor, page);
	}
	const link = page
		.getByRole('region', { name: 'Editor settings' })
		.getByRole('link', { name: /^@blockyard_local_\d+/ });
	return (/@(blockyard_local_\d+)/.exec((await link.textContent()) ?? '') ?? [])[1] ?? '';
}

/** Posts a photo with this caption to the provider's stand-in account (a testing route, with the nonce). */
async function postPhoto(request: APIRequestContext, username: string, title: string): Promise<void> {
	const response = await request.post(`${providerUrl()}wp-json/blockyard-testing/v1/instagram-posts`, {
		data: { username, title, photo: 5 },
		headers: providerNonceHeader(),
	});
	expect(response.ok(), await response.text()).toBe(true);
}

// blockyard/instagram-gallery (packages/embeds), as an editor and as a visitor. The first test
// needs the worker's provider without Instagram accounts; the later ones take what is there.
test.describe('Latest Instagram Posts', () => {
	test('connects accounts through the popup, shows their photos, saves a grid without the token for visitors', async ({
		editor,
		page,
	}) => {
		await editor.open(undefined, CONNECTED_SITE);
		await editor.insertBlock('Latest Instagram Posts');
		const canvas = editor.canvas();
		const galleries = canvas.locator('.wp-block-blockyard-instagram-gallery');
		const sidebar = page.getByRole('region', { name: 'Editor settings' });

		// The local provider's first account has 30 photos: the grid shows the default 9.
		await connectNewAccount(editor, page);
		await expect(galleries.first().getByRole('img')).toHaveCount(9);
		await expect(sidebar.getByRole('link', { name: /@blockyard_local_1/ })).toBeVisible();

		// A second gallery: the site's account to choose, or a new one; the next has only 5 photos.
		await editor.insertBlock('Latest Instagram Posts');
		const second = galleries.nth(1);
		await expect(second.getByRole('radio', { name: '@blockyard_local_1' })).toBeChecked();
		await connectNewAccount(editor, page);
		await expect(second.getByRole('img')).toHaveCount(5);
		await expect(
			second.getByText('There are currently only 5 posts in your Instagram account.')
		).toBeVisible();

		// Disconnect: the provider forgets that account, the block its photos; choose the first one.
		await sidebar.getByRole('button', { name: 'Disconnect your account' }).click();
		await expect(second.getByRole('img')).toHaveCount(0);
		await expect(second.getByRole('radio')).toHaveCount(2);
		await second.getByRole('radio', { name: '@blockyard_local_1' }).check();
		await second.getByRole('button', { name: 'Use this account' }).click();
		await expect(second.getByRole('img')).toHaveCount(9);

		// Display Settings: 3 posts, 2 columns, 4 px apart.
		await sidebar.getByRole('spinbutton', { name: 'Number of posts' }).fill('3');
		await sidebar.getByRole('spinbutton', { name: 'Number of columns' }).fill('2');
		await sidebar.getByRole('spinbutton', { name: 'Image spacing (px)' }).fill('4');
		await expect(second.getByRole('img')).toHaveCount(3);
		await expect(second).toHaveClass(/has-2-columns/);

		const saved = await editor.serializedPost();
		const token = /"accessToken":"([^"]+)"/.exec(saved)?.[1] ?? '';
		expect(token).not.toBe('');
		expect(saved).toContain('style="gap:4px"');
		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
		expect(await editor.storedContent()).toBe(saved);

		// What a visitor sees: the linked photos with their text, and no token anywhere.
		await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}`);
		const grid = page.locator('.wp-block-blockyard-instagram-gallery');
		await expect(grid.first().getByRole('link')).toHaveCount(9);
		await expect(grid.nth(1).getByRole('link')).toHaveCount(3);
		await expect(grid.first().getByRole('img').first()).toHaveAttribute('alt', /\S/);
		expect(
			await grid
				.first()
				.getByRole('img')
				.first()
				.evaluate((img: HTMLImageElement) => img.naturalWidth)
		).toBe(320);
		expect(await page.content()).not.toContain(token);
		await expectNoSeriousAxeViolations(page, '.wp-block-blockyard-instagram-gallery');
	});
});

test.describe('Latest Instagram Posts, later', () => {
	test('signs in again to an account already connected: the popup’s keyring id picks it', async ({
		editor,
		page,
	}) => {
		await editor.open(undefined, CONNECTED_SITE);
		await editor.insertBlock('Latest Instagram Posts');
		const canvas = editor.canvas();
		const galleries = canvas.locator('.wp-block-blockyard-instagram-gallery');
		const username = await useAnAccount(editor, page, galleries.first());

		await editor.insertBlock('Latest Instagram Posts');
		const second = galleries.nth(1);
		await second.getByRole('radio', { name: 'Add a new account' }).check();
		const popupOpened = page.waitForEvent('popup');
		await second.getByRole('button', { name: 'Connect to Instagram' }).click();
		const popup = await popupOpened;
		// The provider's page: sign in to the account already connected, not a new one.
		await popup.getByRole('radio', { name: `@${username}` }).check();
		await popup.getByRole('button', { name: 'Approve' }).click();
		await expect.poll(() => popup.isClosed()).toBe(true);

		await expect(second.getByRole('img').first()).toBeVisible();
		await expect(second.getByRole('alert')).toHaveCount(0);
		await expect(
			page
				.getByRole('region', { name: 'Editor settings' })
				.getByRole('link', { name: new RegExp(`@${username}`) })
		).toBeVisible();
		const saved = await editor.serializedPost();
		const tokens = [...saved.matchAll(/"accessToken":"([^"]+)"/g)].map((match) => match[1]);
		expect(tokens).toHaveLength(2);
		expect(tokens[1]).toBe(tokens[0]);
	});

	test('shows visitors the account’s latest photos, posted after the post was saved, without the token', async ({
		editor,
		page,
		request,
	}) => {
		await editor.open(undefined, CONNECTED_SITE);
		await editor.insertBlock('Latest Instagram Posts');
		const gallery = editor.canvas().locator('.wp-block-blockyard-instagram-gallery');
		const username = await useAnAccount(editor, page, gallery);
		await page
			.getByRole('region', { name: 'Editor settings' })
			.getByRole('spinbutton', { name: 'Number of posts' })
			.fill('3');
		await expect(gallery.getByRole('img')).toHaveCount(3);
		const savedAlts = await gallery
			.getByRole('img')
			.evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
		await editor.save();
		const token = /"accessToken":"([^"]+)"/.exec(await editor.storedContent())?.[1] ?? '';
		expect(token).not.toBe('');

		// A photo posted after the post was saved: the visitor sees it first, the grid still of 3.
		await postPhoto(request, username, 'Posted after saving');
		await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}`);
		const grid = page.locator('.wp-block-blockyard-instagram-gallery');
		await expect(grid.getByRole('link')).toHaveCount(3);
		await expect(grid.getByRole('img').first()).toHaveAttribute('alt', 'Posted after saving');
		await expect(grid).toHaveClass(/has-3-columns is-stacked-on-mobile/);
		expect(
			await grid
				.getByRole('img')
				.evaluateAll((images) => images.map((image) => image.getAttribute('alt')))
		).toEqual(['Posted after saving', ...savedAlts.slice(0, 2)]);
		expect(await page.content()).not.toContain(token);
		await expectNoSeriousAxeViolations(page, '.wp-block-blockyard-instagram-gallery');
	});

	test.describe('with the provider down', () => {
		test.use({ expectedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] });

		test('shows visitors the grid saved with the post', async ({ editor, page }) => {
			await editor.open(undefined, CONNECTED_SITE);
			await editor.insertBlock('Latest Instagram Posts');
			const gallery = editor.canvas().locator('.wp-block-blockyard-instagram-gallery');
			await useAnAccount(editor, page, gallery);
			await expect(gallery.getByRole('img').first()).toBeVisible();
			const savedAlts = await gallery
				.getByRole('img')
				.evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
			await editor.save();

			await page.route(/\/wpcom\/v2\/instagram-gallery\/gallery\?/, (route) => route.abort());
			await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}`);
			const grid = page.locator('.wp-block-blockyard-instagram-gallery');
			await expect(grid.getByRole('link')).toHaveCount(savedAlts.length);
			expect(
				await grid
					.getByRole('img')
					.evaluateAll((images) => images.map((image) => image.getAttribute('alt')))
			).toEqual(savedAlts);
		});
	});
});
