import type { Browser, BrowserContext, FrameLocator, Locator, Page } from '@playwright/test';

import { restNonce } from '../support/rest-posts';
import { expect, test } from '../support/test';

// The map block in real WordPress, as an author makes one and a visitor sees it: a place found
// through the search, a marker, a style the site's keyless provider draws with its own imagery
// (the run points the plugin's tiles at the local provider), and the same tiles for the visitor.

/** A browser of a visitor who is not signed in (the test site would sign a new browser in). */
async function anonymousVisitor(browser: Browser, siteUrl: string): Promise<BrowserContext> {
	const context = await browser.newContext();
	await context.addCookies([{ name: 'playground_auto_login_already_happened', value: '1', url: siteUrl }]);
	return context;
}

/** The addresses of the tiles `map` drew, once they have loaded. */
async function loadedTiles(map: Locator): Promise<string[]> {
	const tiles = map.locator('img.leaflet-tile');
	await expect(tiles.first()).toBeVisible({ timeout: 30_000 });
	await expect
		.poll(() =>
			tiles.evaluateAll((images) =>
				(images as HTMLImageElement[]).every((image) => image.complete && image.naturalWidth === 256)
			)
		)
		.toBe(true);
	return tiles.evaluateAll((images) => (images as HTMLImageElement[]).map((image) => image.src));
}

/** A tile address without its zoom and position: the source and style it was drawn from. */
const tileSource = (url: string): string =>
	url.replace(/\/\d+\/\d+\/\d+(\.png)?(\?.*)?$/, '/{z}/{x}/{y}$1$2');

async function addMarker(page: Page, canvas: FrameLocator, search: string, title: string): Promise<void> {
	await page.getByRole('button', { name: 'Add a marker' }).click();
	const box = page.getByRole('combobox', { name: 'Add a location' });
	await expect(box).toBeFocused();
	await box.pressSequentially(search);
	await expect(page.getByRole('option').first()).toHaveText(new RegExp(`^${search}`));
	await box.press('ArrowDown');
	await box.press('Enter');
	await canvas.locator('.leaflet-popup').getByRole('textbox', { name: 'Marker title' }).fill(title);
}

test('Map: a place searched and marked in the Satellite style reaches a visitor with the same tiles', async ({
	wp,
	page,
	browser,
	siteUrl,
	providerUrl,
}) => {
	test.setTimeout(120_000);
	await wp.openNewPost();
	await wp.insertBlock('Map', 'blockyard/map');
	const canvas = wp.canvas();
	const editorMap = canvas.locator('.wp-block-blockyard-map .leaflet-container');
	await expect(editorMap).toBeVisible({ timeout: 30_000 });

	await addMarker(page, canvas, 'Lisbon', 'Our shop');
	await expect(canvas.getByRole('button', { name: 'Our shop' })).toBeVisible();
	await page.getByRole('group', { name: 'Style' }).getByRole('button', { name: 'Satellite' }).click();
	const satellite = `${providerUrl}blockyard/tiles/keyless/satellite/{z}/{x}/{y}.png`;
	await expect
		.poll(async () => [...new Set((await loadedTiles(editorMap)).map(tileSource))])
		.toEqual([satellite]);

	await wp.save();
	const postId = await wp.postId();
	const published = await page.request.post(`${siteUrl}wp-json/wp/v2/posts/${String(postId)}`, {
		headers: { 'X-WP-Nonce': await restNonce(page.request, siteUrl) },
		data: { status: 'publish' },
	});
	expect(published.status(), await published.text()).toBe(200);

	const visitor = await anonymousVisitor(browser, siteUrl);
	const visitorPage = await visitor.newPage();
	await visitorPage.goto(`${siteUrl}?p=${String(postId)}`);
	const block = visitorPage.locator('.wp-block-blockyard-map');
	await expect(block).toHaveAttribute('data-tiles-satellite', satellite);
	const map = block.locator('.leaflet-container');
	await expect(map).toBeVisible({ timeout: 30_000 });
	expect([...new Set((await loadedTiles(map)).map(tileSource))]).toEqual([satellite]);
	await block.getByRole('button', { name: 'Our shop' }).click();
	await expect(map.locator('.leaflet-popup-content')).toContainText('Our shop');
	// The place details (on by default) list the place below the map.
	const details = block.locator('.wp-block-blockyard-map__places');
	await expect(details).toBeVisible();
	await expect(details.locator('.wp-block-blockyard-map__place-title')).toHaveText('Our shop');
	await visitor.close();
});
