import type { FrameLocator, Locator, Page } from '@playwright/test';

import { expectNoSeriousAxeViolations } from '../support/axe';
import { HTTP_ERROR_RESPONSE, test, expect } from '../support/test';
import { providerNonceHeader, providerUrl } from '../support/urls';

// The external media picker (packages/media/src/extensions/external-media): the core Image and
// Gallery blocks' placeholders get a menu of sources whose 'Select media' modal lists the local
// provider's stand-ins for Pexels, Openverse and Google Photos, and copies the picked items into
// its media library.

/** Opens the media button's menu in `block` and chooses `source`: the 'Select media' modal. */
async function openSource(
	page: Page,
	block: Locator | FrameLocator,
	button: string,
	source: string
): Promise<Locator> {
	await block.getByRole('button', { name: button }).click();
	await page.getByRole('menuitem', { name: source }).click();
	const dialog = page.getByRole('dialog', { name: 'Select media' });
	await expect(dialog).toBeVisible();
	return dialog;
}

const grid = (dialog: Locator) => dialog.getByRole('listbox');

/** Google Photos starts disconnected in every test, and no service fails. */
async function resetServices(page: Page): Promise<void> {
	const headers = providerNonceHeader();
	const disconnect = await page.request.delete(
		`${providerUrl()}wp-json/wpcom/v2/external-media/connection/google_photos`,
		{ headers }
	);
	expect(disconnect.ok()).toBe(true);
	const failing = await page.request.put(`${providerUrl()}wp-json/blockyard-testing/v1/external-media`, {
		data: { failing: [] },
		headers,
	});
	expect(failing.ok()).toBe(true);
}

/** The image's address once it has loaded: a copy in the provider's media library. */
async function expectLibraryImage(image: Locator): Promise<void> {
	await expect(image).toHaveAttribute('src', /\/wp-content\/uploads\//);
	await expect(image).toHaveJSProperty('complete', true);
	expect(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
}

/** The image blocks of the post itself (not those inside the gallery). */
const imageBlocks = (canvas: FrameLocator) => canvas.locator('.is-root-container > .wp-block-image');

test.describe('External media', () => {
	// Google Photos answers 403 authorization_required until it is connected; the failing service 500.
	test.use({ expectedConsoleErrors: [HTTP_ERROR_RESPONSE] });

	test.beforeEach(async ({ page }) => {
		await resetServices(page);
	});

	test('picks from Pexels, Openverse and Google Photos into image and gallery blocks, saved and valid', async ({
		editor,
		page,
	}) => {
		await editor.open();
		const canvas = editor.canvas();

		// Pexels: a search, one picture, Select; it lands in the image block as a copy in the library.
		await editor.insertBlock('Image');
		const pexels = await openSource(
			page,
			imageBlocks(canvas).first(),
			'Select Image',
			'Pexels Free Photos'
		);
		await expect(grid(pexels).getByRole('option').first()).toBeVisible();
		const search = pexels.getByRole('searchbox', { name: 'Search' });
		await search.fill('lake');
		await pexels.getByRole('button', { name: 'Search' }).click();
		await expect(pexels.getByRole('button', { name: 'Search' })).toBeDisabled();
		await expect(grid(pexels).getByRole('option')).toHaveCount(3);
		await expect(pexels.getByRole('button', { name: 'Select', exact: true })).toBeDisabled();
		await expectNoSeriousAxeViolations(page, '.blockyard-external-media');
		await grid(pexels).getByRole('option', { name: 'Golden lake at dawn' }).click();
		await pexels.getByRole('button', { name: 'Select', exact: true }).click();
		await expect(pexels).toBeHidden();
		await expectLibraryImage(imageBlocks(canvas).first().locator('img'));

		// Openverse: two pictures for a gallery, chosen with the keyboard.
		await editor.insertBlock('Gallery');
		const gallery = canvas.locator('.wp-block-gallery');
		const openverse = await openSource(page, gallery, 'Select Images', 'Openverse');
		const options = grid(openverse).getByRole('option');
		await expect(options.first()).toBeVisible();
		await options.first().focus();
		await page.keyboard.press('Space');
		await page.keyboard.press('ArrowRight');
		await page.keyboard.press('Enter');
		await expect(grid(openverse).getByRole('option', { selected: true })).toHaveCount(2);
		await openverse.getByRole('button', { name: 'Select', exact: true }).click();
		await expect(openverse).toBeHidden();
		await expect(gallery.locator('img')).toHaveCount(2);
		for (const image of await gallery.locator('img').all()) {
			await expectLibraryImage(image);
		}

		// Google Photos: not connected, connect through the popup, Load More, pick one.
		await editor.insertBlock('Image');
		// The only placeholder left is the new image block's.
		const google = await openSource(page, canvas, 'Select Image', 'Google Photos');
		await expect(
			google.getByText('To get started, connect your site to your Google Photos library.')
		).toBeVisible();
		const popupOpened = page.waitForEvent('popup');
		await google.getByRole('button', { name: 'Connect to Google Photos' }).click();
		const popup = await popupOpened;
		await expect(google.getByRole('button', { name: 'Awaiting authorization' })).toBeDisabled();
		await popup.getByRole('button', { name: 'Approve' }).click();
		await expect(google.getByRole('button', { name: 'Disconnect from Google Photos' })).toBeVisible();
		await expect(grid(google).getByRole('option')).toHaveCount(20);
		await expectNoSeriousAxeViolations(page, '.blockyard-external-media');

		// Favorites only (every fifth picture), then no filter again.
		await google.getByRole('button', { name: 'Add Filter' }).click();
		await google.getByRole('combobox', { name: 'Filter 1' }).selectOption('favorite');
		await google.getByRole('button', { name: 'Apply' }).click();
		await expect(grid(google).getByRole('option')).toHaveCount(9);
		await google.getByRole('button', { name: 'Remove Filter' }).click();
		await google.getByRole('button', { name: 'Apply' }).click();
		await expect(grid(google).getByRole('option')).toHaveCount(20);

		// The albums, one album with the breadcrumb back, and the photos again.
		const view = google.getByRole('combobox', { name: 'View' });
		await view.selectOption('albums');
		await expect(grid(google).getByRole('option')).toHaveCount(4);
		await grid(google)
			.getByRole('option', { name: /^Travel/ })
			.click();
		const breadcrumb = google.getByRole('navigation', { name: 'Breadcrumb' });
		await expect(breadcrumb).toHaveText('Albums → Travel');
		await expect(grid(google).getByRole('option')).toHaveCount(12);
		await breadcrumb.getByRole('button', { name: 'Albums' }).click();
		await expect(grid(google).getByRole('option')).toHaveCount(4);
		await view.selectOption('photos');
		await expect(grid(google).getByRole('option')).toHaveCount(20);

		await google.getByRole('button', { name: 'Load More' }).click();
		await expect(grid(google).getByRole('option')).toHaveCount(40);
		await grid(google).getByRole('option').nth(25).click();
		await google.getByRole('button', { name: 'Select', exact: true }).click();
		await expect(google).toBeHidden();
		await expectLibraryImage(imageBlocks(canvas).last().locator('img'));

		// Each picked item is copied into the media library, then its block takes the copy's address.
		const libraryImages = async () =>
			(await editor.serializedPost()).match(/\/wp-content\/uploads\//g)?.length ?? 0;
		await expect.poll(libraryImages).toBeGreaterThanOrEqual(4);
		const saved = await editor.serializedPost();
		expect(saved).toContain('<!-- wp:gallery');
		expect(saved).not.toContain('/external-media-files/');

		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
	});

	test('says "Internal server error" when a service fails', async ({ editor, page }) => {
		await editor.open();
		const failing = await page.request.put(
			`${providerUrl()}wp-json/blockyard-testing/v1/external-media`,
			{
				data: { failing: ['openverse'] },
				headers: providerNonceHeader(),
			}
		);
		expect(failing.ok()).toBe(true);
		await editor.insertBlock('Image');
		const openverse = await openSource(
			page,
			imageBlocks(editor.canvas()).first(),
			'Select Image',
			'Openverse'
		);
		await expect(openverse.getByText('Internal server error')).toBeVisible();
	});

	test('copies through the platform’s external-media-upload on a simple site', async ({ editor, page }) => {
		await editor.open(undefined, { site: 'simple' });
		const canvas = editor.canvas();
		await editor.insertBlock('Image');
		const pexels = await openSource(
			page,
			imageBlocks(canvas).first(),
			'Select Image',
			'Pexels Free Photos'
		);
		await expect(grid(pexels).getByRole('option').first()).toBeVisible();
		const copied = page.waitForResponse(
			(response) =>
				response.request().method() === 'POST' &&
				response.url().includes('/rest/v1.1/external-media-upload?service=pexels')
		);
		await grid(pexels).getByRole('option').first().click();
		await pexels.getByRole('button', { name: 'Select', exact: true }).click();
		expect((await copied).status()).toBe(200);
		await expect(pexels).toBeHidden();
		await expectLibraryImage(imageBlocks(canvas).first().locator('img'));
	});
});
