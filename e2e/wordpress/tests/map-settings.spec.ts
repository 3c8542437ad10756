import { expect, test } from '../support/test';
import { logInAs } from '../support/wordpress-editor';

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
	const settings = (await read.json()) as {
		provider: string;
		tiles: Record<string, string>;
		mapboxToken: string;
	};
	expect(settings).toEqual({
		provider: 'openstreetmap',
		tiles: {
			mapbox: `${providerUrl}blockyard/tiles/mapbox/{style}/{z}/{x}/{y}?access_token={accessToken}`,
			openstreetmap: `${providerUrl}blockyard/tiles/openstreetmap/{z}/{x}/{y}.png`,
			satellite: `${providerUrl}blockyard/tiles/keyless/satellite/{z}/{x}/{y}.png`,
			terrain: `${providerUrl}blockyard/tiles/keyless/terrain/{z}/{x}/{y}.png`,
		},
		mapboxToken: '',
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

// Settings → Maps: what an administrator sets there is what the route (and so the editor and the
// visitor's page) reads; a secret Mapbox token is refused and nothing is saved.
test('Settings → Maps keeps the provider and a public token, and refuses a secret one', async ({
	page,
	siteUrl,
}) => {
	test.setTimeout(90_000);
	await page.goto(`${siteUrl}wp-admin/options-general.php?page=blockyard-maps`);
	await expect(page.getByRole('heading', { name: 'Maps', level: 1 })).toBeVisible();
	const token = page.getByRole('textbox', { name: 'Mapbox public token' });

	await token.fill('sk.secret-token-value');
	await page.getByRole('button', { name: 'Save Changes' }).click();
	await expect(page.getByText(/Nothing was saved: use a public Mapbox token/)).toBeVisible();
	await expect(token).toHaveValue('');

	// Without the screen's nonce nothing is saved.
	const forged = await page.request.post(`${siteUrl}wp-admin/admin-post.php`, {
		form: {
			action: 'blockyard_save_map_settings',
			provider: 'mapbox',
			mapbox_token: 'pk.forged-token-value',
		},
	});
	expect(forged.status()).toBe(403);

	await page.getByRole('combobox', { name: 'Map provider' }).selectOption('mapbox');
	await token.fill('pk.visitors-public-token');
	await page.getByRole('button', { name: 'Save Changes' }).click();
	await expect(page.getByText('The map settings were saved.')).toBeVisible();
	const nonce = await (
		await page.request.get(`${siteUrl}wp-admin/admin-ajax.php?action=rest-nonce`)
	).text();
	const route = `${siteUrl}wp-json/blockyard/v1/maps/settings`;
	const read = await page.request.get(route, { headers: { 'X-WP-Nonce': nonce } });
	expect(await read.json()).toMatchObject({ provider: 'mapbox', mapboxToken: 'pk.visitors-public-token' });
	// Put it back for the other specs on this site.
	await page.request.post(route, {
		headers: { 'X-WP-Nonce': nonce },
		data: { provider: 'openstreetmap', mapboxToken: '' },
	});
});

// An author may read the map setting (the editor draws with it) but neither sees Settings → Maps
// nor saves it, with or without the screen's nonce.
test('Settings → Maps is for administrators only', async ({ page, siteUrl }) => {
	test.setTimeout(90_000);
	await logInAs(page, siteUrl, 'author', 'password');
	const screen = await page.goto(`${siteUrl}wp-admin/options-general.php?page=blockyard-maps`);
	expect(screen?.status()).toBe(403);
	const saved = await page.request.post(`${siteUrl}wp-admin/admin-post.php`, {
		form: {
			action: 'blockyard_save_map_settings',
			provider: 'mapbox',
			mapbox_token: 'pk.authors-own-token',
		},
	});
	expect(saved.status()).toBe(403);
	const nonce = await (
		await page.request.get(`${siteUrl}wp-admin/admin-ajax.php?action=rest-nonce`)
	).text();
	const read = await page.request.get(`${siteUrl}wp-json/blockyard/v1/maps/settings`, {
		headers: { 'X-WP-Nonce': nonce },
	});
	expect(read.status()).toBe(200);
	expect(((await read.json()) as { provider: string }).provider).toBe('openstreetmap');
});
