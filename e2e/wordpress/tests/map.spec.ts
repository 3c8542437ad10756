import type { Browser, BrowserContext, FrameLocator, Locator, Page } from '@playwright/test';

import { asAdmin, publishPost, restNonce } from '../support/rest-posts';
import { expect, test } from '../support/test';

// The map block in real WordPress, as an author makes one and a visitor sees it: a place found
// through the search, a marker, a style the site's keyless provider draws with its own imagery
// (the run points the plugin's tiles at the local provider), and the same tiles for the visitor;
// and on a MapKit site, the visitor's map drawn by MapKit, as the editor's is.

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

/** A saved map of one place, as the block saves it. */
const SAVED_MAP = `<!-- wp:blockyard/map {"points":[{"id":"place.lisbon","title":"Our shop","placeTitle":"Lisbon","caption":"Rua Augusta 1","coordinates":{"latitude":38.7223,"longitude":-9.1393}}],"mapCenter":{"lng":-9.1393,"lat":38.7223}} -->
<div class="wp-block-blockyard-map" data-map-style="default" data-map-details="true" data-zoom="13" data-map-center="38.7223,-9.1393" data-marker-color="#ff0000" data-scroll-to-zoom="false" data-show-fullscreen-button="true"><ul class="wp-block-blockyard-map__places"><li class="wp-block-blockyard-map__place" data-id="place.lisbon" data-latitude="38.7223" data-longitude="-9.1393"><span class="wp-block-blockyard-map__place-title">Our shop</span><span class="wp-block-blockyard-map__place-caption">Rua Augusta 1</span><span class="wp-block-blockyard-map__place-coordinates">38.7223, -9.1393</span></li></ul></div>
<!-- /wp:blockyard/map -->`;

/**
 * What Apple's CDN answers in place of MapKit JS (out of reach offline): the surface the block's
 * adapter uses, recording what it is told in `window.mapkitStandIn` (the maps, their annotations,
 * the token MapKit was authorised with).
 */
const STAND_IN_MAPKIT = `
(() => {
window.mapkitStandIn = { maps: [], tokens: [] };
class Coordinate { constructor(latitude, longitude) { this.latitude = latitude; this.longitude = longitude; } }
class CoordinateSpan { constructor(a, b) { this.latitudeDelta = a; this.longitudeDelta = b; } }
class CoordinateRegion { constructor(center, span) { this.center = center; this.span = span; } }
class MarkerAnnotation {
	constructor(coordinate, options) { this.coordinate = coordinate; this.title = options.title; this.subtitle = options.subtitle; this.color = options.color; }
	addEventListener() {}
}
class StandInMap {
	constructor(parent) { this.mapType = 'standard'; this.annotations = []; this.isZoomEnabled = true; parent.dataset.standInMapkit = 'drawn'; window.mapkitStandIn.maps.push(this); }
	addAnnotations(items) { this.annotations = this.annotations.concat(items); }
	removeAnnotations(items) { this.annotations = this.annotations.filter((item) => !items.includes(item)); }
	showItems() {}
	destroy() {}
}
window.mapkit = {
	init: ({ authorizationCallback }) => authorizationCallback((token) => window.mapkitStandIn.tokens.push(token)),
	Map: StandInMap, Coordinate, CoordinateSpan, CoordinateRegion, MarkerAnnotation,
};
})();
`;

const MAPKIT_CDN = 'https://cdn.apple-mapkit.com/**';

/** Errors of Blockyard's scripts on a visitor's page, as the suite counts them on the editor's. */
function collectOurErrors(page: Page, errors: string[]): void {
	page.on('console', (message) => {
		if (
			message.type() === 'error' &&
			(message.location().url.includes('/plugins/blockyard/') || /blockyard/i.test(message.text()))
		) {
			errors.push(`console.error: ${message.text()}`);
		}
	});
	page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
}

test('Map: on a MapKit site a visitor’s map is drawn by MapKit, with a token from the site’s route, else the keyless map', async ({
	browser,
	siteUrl,
}) => {
	test.setTimeout(120_000);
	const admin = await asAdmin(browser, siteUrl);
	const settings = `${siteUrl}wp-json/blockyard/v1/maps/settings`;
	const nonce = await restNonce(admin, siteUrl);
	const tokenRoute = `${siteUrl}wp-json/blockyard/v1/maps/mapkit-token`;
	expect((await admin.get(tokenRoute)).status()).toBe(404);
	await admin.post(settings, { headers: { 'X-WP-Nonce': nonce }, data: { provider: 'mapkit' } });
	try {
		const postId = await publishPost(admin, siteUrl, 'Our shop on Apple Maps', SAVED_MAP);

		// MapKit available (Apple's CDN answered by the stand-in): the visitor's map is MapKit's.
		const visitor = await anonymousVisitor(browser, siteUrl);
		const visitorPage = await visitor.newPage();
		const errors: string[] = [];
		collectOurErrors(visitorPage, errors);
		const cdnRequests: string[] = [];
		await visitorPage.route(MAPKIT_CDN, async (route) => {
			cdnRequests.push(route.request().url());
			await route.fulfill({ contentType: 'application/javascript', body: STAND_IN_MAPKIT });
		});
		const tokenAnswer = visitorPage.waitForResponse(
			// The route's answer, after any redirect WordPress makes to its REST root.
			(response) => response.url().includes('blockyard/v1/maps/mapkit-token') && response.status() < 300
		);
		await visitorPage.goto(`${siteUrl}?p=${String(postId)}`);
		const block = visitorPage.locator('.wp-block-blockyard-map');
		await expect(block).toHaveAttribute('data-mapkit-token-url', tokenRoute);
		const answer = await tokenAnswer;
		expect(answer.status()).toBe(200);
		const { wpcom_mapkit_access_token: token } = (await answer.json()) as {
			wpcom_mapkit_access_token: string;
		};
		expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
		expect(await visitorPage.content()).not.toContain(token.split('.')[2]);
		await expect(block.locator('[data-stand-in-mapkit="drawn"]')).toBeVisible({ timeout: 30_000 });
		expect(cdnRequests).toEqual(['https://cdn.apple-mapkit.com/mk/5.x.x/mapkit.js']);
		expect(
			await visitorPage.evaluate(() => {
				const standIn = (
					window as unknown as {
						mapkitStandIn: {
							maps: { annotations: { title: string; subtitle: string }[] }[];
							tokens: string[];
						};
					}
				).mapkitStandIn;
				return {
					annotations: standIn.maps.map((map) =>
						map.annotations.map((item) => [item.title, item.subtitle])
					),
					tokens: standIn.tokens,
				};
			})
		).toEqual({ annotations: [[['Our shop', 'Rua Augusta 1']]], tokens: [token] });
		await expect(block.locator('.leaflet-container')).toHaveCount(0);
		await expect(block.locator('.wp-block-blockyard-map__place-title')).toHaveText('Our shop');

		// MapKit out of reach (Apple's CDN refuses): the keyless map, quietly.
		const offline = await visitor.newPage();
		collectOurErrors(offline, errors);
		await offline.route(MAPKIT_CDN, (route) => route.abort());
		await offline.goto(`${siteUrl}?p=${String(postId)}`);
		const keyless = offline.locator('.wp-block-blockyard-map .leaflet-container');
		await expect(keyless).toBeVisible({ timeout: 30_000 });
		expect((await loadedTiles(keyless)).length).toBeGreaterThan(0);
		expect(errors).toEqual([]);
		await visitor.close();
	} finally {
		await admin.post(settings, { headers: { 'X-WP-Nonce': nonce }, data: { provider: 'openstreetmap' } });
	}
});
