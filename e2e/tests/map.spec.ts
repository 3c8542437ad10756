import type { FrameLocator, Locator, Page } from '@playwright/test';

import { expectNoSeriousAxeViolations } from '../support/axe';
import { test, expect } from '../support/test';
import { playgroundUrl } from '../support/urls';

/** Every tile in `map` came from the local provider's tiles and loaded (offline: no other host answers). */
async function expectProviderTiles(
	map: Locator,
	kind: 'openstreetmap' | 'mapbox' | 'keyless/satellite' | 'keyless/terrain'
): Promise<void> {
	const tiles = map.locator('img.leaflet-tile');
	await expect(tiles.first()).toBeVisible();
	await expect
		.poll(() =>
			tiles.evaluateAll((images) =>
				(images as HTMLImageElement[]).every((image) => image.complete && image.naturalWidth === 256)
			)
		)
		.toBe(true);
	for (const source of await tiles.evaluateAll((images) =>
		(images as HTMLImageElement[]).map((image) => image.src)
	)) {
		expect(source).toContain(`/blockyard/tiles/${kind}/`);
	}
}

/** Adds a marker the way a person does: the toolbar's Add a marker, the search, the keyboard. */
async function addMarker(page: Page, search: string, place: RegExp): Promise<void> {
	await page.getByRole('button', { name: 'Add a marker' }).click();
	const box = page.getByRole('combobox', { name: 'Add a location' });
	await expect(box).toBeFocused();
	await box.pressSequentially(search);
	await expect(page.getByRole('option').first()).toHaveText(place);
	expect(await page.getByRole('option').count()).toBeLessThanOrEqual(10);
	await box.press('ArrowDown');
	await box.press('Enter');
}

async function fillPopup(canvas: FrameLocator, title: string, caption: string): Promise<void> {
	const popup = canvas.locator('.leaflet-popup');
	await popup.getByRole('textbox', { name: 'Marker title' }).fill(title);
	await popup.getByRole('textbox', { name: 'Marker caption' }).fill(caption);
}

// blockyard/map (packages/content), as an editor and as a visitor.
test.describe('Map', () => {
	test('adds markers through the search, edits them, restyles and resizes the map, saves and reloads valid', async ({
		editor,
		page,
	}) => {
		await editor.open();
		await editor.insertBlock('Map');
		const canvas = editor.canvas();
		const map = canvas.locator('.wp-block-blockyard-map .leaflet-container');

		// No token asked: the site's provider is the keyless one, its tiles the local provider's.
		await expect(map).toBeVisible();
		await expectProviderTiles(map, 'openstreetmap');

		await addMarker(page, 'Lisbon', /^Lisbon/);
		await fillPopup(canvas, 'Our shop', 'Rua Augusta 1');
		await expect(canvas.getByRole('button', { name: 'Our shop' })).toBeVisible();

		await editor.showBlockToolbar();
		await addMarker(page, 'Porto', /^Porto/);
		await fillPopup(canvas, 'Warehouse', 'By the river');
		// Two markers: the map fits them both and its zoom control goes.
		await expect(canvas.getByRole('button', { name: 'Our shop' })).toBeInViewport();
		await expect(canvas.getByRole('button', { name: 'Warehouse' })).toBeInViewport();
		await expect(map.locator('.leaflet-control-zoom')).toHaveCount(0);
		await expect(page.getByRole('slider', { name: 'Zoom level' })).toBeDisabled();

		// The style: black and white is "Muted" with the keyless provider, its tiles greyed.
		await page.getByRole('group', { name: 'Style' }).getByRole('button', { name: 'Muted' }).click();
		await expect(map).toHaveClass(/wp-block-blockyard-map__canvas--muted/);

		// The height: the bottom handle, on a 10 px grid.
		const before = (await map.boundingBox())?.height ?? 0;
		const handle = canvas.locator('.components-resizable-box__handle-bottom');
		const box = await handle.boundingBox();
		if (!box) {
			throw new Error('The map has no resize handle.');
		}
		await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
		await page.mouse.down();
		await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 103, { steps: 5 });
		await page.mouse.up();
		await expect.poll(async () => (await map.boundingBox())?.height ?? 0).toBeGreaterThan(before + 90);

		const saved = await editor.serializedPost();
		expect(saved).toContain('<!-- wp:blockyard/map');
		expect(saved).toContain('"title":"Our shop"');
		expect(saved).toContain('"caption":"By the river"');
		expect(saved).toContain('"mapStyle":"black_and_white"');
		expect(saved).toMatch(/"mapHeight":(500|510)/);
		expect(saved).toContain('<span class="wp-block-blockyard-map__place-title">Warehouse</span>');

		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
		expect(await editor.storedContent()).toBe(saved);
		await expect(canvas.getByRole('button', { name: 'Warehouse' })).toBeVisible();
		await expectProviderTiles(map, 'openstreetmap');
	});

	test('shows visitors the Satellite style the author chose, from the same tiles as the editor', async ({
		editor,
		page,
	}) => {
		await editor.open();
		await editor.insertBlock('Map');
		const map = editor.canvas().locator('.wp-block-blockyard-map .leaflet-container');
		await addMarker(page, 'Lisbon', /^Lisbon/);
		await fillPopup(editor.canvas(), 'Our shop', 'Rua Augusta 1');
		await page.getByRole('group', { name: 'Style' }).getByRole('button', { name: 'Satellite' }).click();
		await expectProviderTiles(map, 'keyless/satellite');
		await editor.save();

		await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}`);
		const visitorMap = page.locator('.wp-block-blockyard-map .leaflet-container');
		await expect(visitorMap).toBeVisible();
		await expectProviderTiles(visitorMap, 'keyless/satellite');
		await expect(page.getByRole('button', { name: 'Our shop' })).toBeVisible();
		// The place details (on by default) list the place below the map.
		const details = page.locator('.wp-block-blockyard-map__places');
		await expect(details).toBeVisible();
		await expect(details.locator('.wp-block-blockyard-map__place-title')).toHaveText('Our shop');
		expect((await details.boundingBox())?.y ?? 0).toBeGreaterThan(
			(await visitorMap.boundingBox())?.y ?? 0
		);
	});

	test('with Mapbox (the map_provider cookie), searches Mapbox’s geocoding and shows visitors Mapbox’s tiles', async ({
		editor,
		page,
	}) => {
		await page.context().addCookies([{ name: 'map_provider', value: 'mapbox', url: playgroundUrl() }]);
		const searches: string[] = [];
		page.on('request', (request) => {
			if (request.url().includes('/geocoding/v5/mapbox.places/')) {
				searches.push(request.url());
			}
		});
		await editor.open();
		await editor.insertBlock('Map');
		const map = editor.canvas().locator('.wp-block-blockyard-map .leaflet-container');
		await expect(map).toBeVisible();
		await expectProviderTiles(map, 'mapbox');
		await addMarker(page, 'Lisbon', /^Lisbon/);
		await fillPopup(editor.canvas(), 'Our shop', 'Rua Augusta 1');
		// The search went to Mapbox's geocoding (the local provider's stand-in), with the map's token.
		expect(searches.length).toBeGreaterThan(0);
		expect(new URL(searches[0]!).searchParams.get('access_token')).toMatch(/^pk\./);
		await editor.save();

		await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}`);
		const visitorMap = page.locator('.wp-block-blockyard-map .leaflet-container');
		await expect(visitorMap).toBeVisible();
		await expectProviderTiles(visitorMap, 'mapbox');
		await expect(page.getByRole('button', { name: 'Our shop' })).toBeVisible();
	});

	test('gives visitors an interactive map over the list of places', async ({ editor, page }) => {
		await editor.open();
		await editor.insertBlock('Map');
		await addMarker(page, 'Lisbon', /^Lisbon/);
		await fillPopup(editor.canvas(), 'Our shop', 'Rua Augusta 1');
		await editor.save();

		await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}`);
		const block = page.locator('.wp-block-blockyard-map');
		const map = block.locator('.leaflet-container');
		await expect(map).toBeVisible();
		await expectProviderTiles(map, 'openstreetmap');
		// The list stays for screen readers (visually hidden), with what the block saved.
		await expect(block.locator('.wp-block-blockyard-map__place-title')).toHaveText('Our shop');
		await expect(block.locator('.wp-block-blockyard-map__place-caption')).toHaveText('Rua Augusta 1');
		await block.getByRole('button', { name: 'Our shop' }).click();
		await expect(map.locator('.leaflet-popup-content')).toHaveText('Our shopRua Augusta 1');
		await expectNoSeriousAxeViolations(page, '.wp-block-blockyard-map');
	});
});
