import { expect, test } from '../support/test';

// The plugin's map settings route (packages/wordpress-plugin/plugin/includes/maps.php) in real
// WordPress: a new site uses the keyless provider, its tile templates point at the local
// provider's tiles (the run sets BLOCKYARD_MAP_TILES_ROOT), and those tiles load.
test('the plugin’s map settings route answers, keeps a change and refuses a bad template', async ({
	page,
	siteUrl,
	providerUrl,
}) => {
	test.setTimeout(90_000);
	const route = `${siteUrl}wp-json/blockyard/v1/maps/settings`;
	// The site logs the first request of a browser in as the admin (e2e/wordpress/mu-plugins/e2e-auto-login.php).
	await page.request.get(`${siteUrl}wp-admin/`);
	// Without the REST nonce WordPress takes the request for a visitor's: reading needs the right to edit posts.
	expect((await page.request.get(route)).status()).toBe(401);
	const nonce = await (
		await page.request.get(`${siteUrl}wp-admin/admin-ajax.php?action=rest-nonce`)
	).text();
	const headers = { 'X-WP-Nonce': nonce };

	const read = await page.request.get(route, { headers });
	expect(read.status(), await read.text()).toBe(200);
	const settings = (await read.json()) as { provider: string; tiles: Record<string, string> };
	expect(settings).toEqual({
		provider: 'openstreetmap',
		tiles: {
			mapbox: `${providerUrl}blockyard/tiles/mapbox/{style}/{z}/{x}/{y}?access_token={accessToken}`,
			openstreetmap: `${providerUrl}blockyard/tiles/openstreetmap/{z}/{x}/{y}.png`,
		},
	});
	const tile = await page.request.get(
		settings.tiles.openstreetmap!.replace('{z}', '1').replace('{x}', '0').replace('{y}', '0')
	);
	expect(tile.status()).toBe(200);
	expect(tile.headers()['content-type']).toBe('image/png');

	const bad = await page.request.post(route, {
		headers,
		data: { tiles: { openstreetmap: 'https://tiles.example/{z}.png' } },
	});
	expect(bad.status()).toBe(400);
	expect(JSON.stringify(await bad.json())).toContain('A tile URL must contain {z}, {x}, {y}.');

	const changed = await page.request.post(route, { headers, data: { provider: 'mapbox' } });
	expect(changed.status(), await changed.text()).toBe(200);
	expect(((await changed.json()) as { provider: string }).provider).toBe('mapbox');
	expect(
		((await (await page.request.get(route, { headers })).json()) as { provider: string }).provider
	).toBe('mapbox');
	// Put it back for the other specs on this site.
	await page.request.post(route, { headers, data: { provider: 'openstreetmap' } });
});
