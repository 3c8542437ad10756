import { providerHeaders, providerJson } from '../support/provider';
import { asAdmin, restNonce } from '../support/rest-posts';
import { test, expect } from '../support/test';

// Latest Instagram Posts in real WordPress: the plugin's render filter
// (packages/wordpress-plugin/plugin/includes/instagram-gallery-block.php) asks the provider (the
// local provider, on the provider root) for the account's latest photos as the page renders, so
// a visitor sees a photo posted after the post was saved, in the saved grid's classes, and never
// the token the block keeps in its comment.

interface Account {
	token: string;
	username: string;
}

test('Latest Instagram Posts: a published post shows visitors a photo posted to the account after it was saved', async ({
	page,
	browser,
	request,
	siteUrl,
	providerUrl,
}) => {
	// An account, connected on the provider's own connect page.
	const connectUrl = (await (
		await request.get(`${providerUrl}wp-json/wpcom/v2/instagram-gallery/connect-url`)
	).json()) as string;
	await page.goto(connectUrl);
	await page.getByRole('button', { name: 'Approve' }).click();
	await expect(page.getByText('Instagram is connected to the local site.')).toBeVisible();
	const accounts = await providerJson<Account[]>(
		request,
		providerUrl,
		'wp-json/wpcom/v2/instagram-gallery/connections'
	);
	const account = accounts.at(-1);
	expect(account).toBeDefined();
	const { token, username } = account ?? { token: '', username: '' };

	// The post as the editor saved it: the token in the block comment, the grid of that day.
	const old = `${providerUrl}instagram-media/0.png`;
	const saved = `<!-- wp:blockyard/instagram-gallery {"accessToken":"${token}","instagramUser":"${username}","count":3,"columns":2} -->
<div class="wp-block-blockyard-instagram-gallery has-2-columns is-stacked-on-mobile" style="gap:10px"><a class="wp-block-blockyard-instagram-gallery__item" href="${old}" rel="noopener noreferrer"><img src="${old}" alt="Saved with the post" loading="lazy"/></a></div>
<!-- /wp:blockyard/instagram-gallery -->`;
	// Published without its rendered content in the answer (`_fields=id`): a render now would
	// keep the account's photos of this moment for five minutes, the render filter's cache.
	const admin = await asAdmin(browser, siteUrl);
	const created = await admin.post(`${siteUrl}wp-json/wp/v2/posts?_fields=id`, {
		headers: { 'X-WP-Nonce': await restNonce(admin, siteUrl) },
		data: { title: 'Latest photos', content: saved, status: 'publish' },
	});
	expect(created.status(), await created.text()).toBe(201);
	const postId = ((await created.json()) as { id: number }).id;

	// A photo posted to the account afterwards.
	const posted = await request.post(`${providerUrl}wp-json/blockyard-testing/v1/instagram-posts`, {
		data: { username, title: 'Posted after saving', photo: 5 },
		headers: await providerHeaders(request, providerUrl),
	});
	expect(posted.ok(), await posted.text()).toBe(true);

	await page.goto(`${siteUrl}?p=${String(postId)}`);
	const grid = page.locator('.wp-block-blockyard-instagram-gallery');
	await expect(grid).toHaveClass(/\bhas-2-columns is-stacked-on-mobile\b/);
	await expect(grid).toHaveAttribute('style', 'gap:10px');
	const first = grid.getByRole('img').first();
	await expect(first).toHaveAttribute('alt', 'Posted after saving');
	await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(320);
	expect(await grid.getByRole('img').count()).toBeLessThanOrEqual(3);
	await expect(grid.getByRole('img', { name: 'Saved with the post' })).toHaveCount(0);
	expect(await page.content()).not.toContain(token);
});
