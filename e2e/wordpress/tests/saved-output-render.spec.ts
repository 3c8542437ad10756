import { test, expect } from '../support/test';
import { publishPost, storedContent } from '../support/rest-posts';

// Post content written without the editor, by an administrator (unfiltered_html, so kses
// does not run): what protects the visitor is the plugin's render filter
// (packages/wordpress-plugin/plugin/includes/saved-output-render.php), which holds every
// Blockyard block's rendered HTML to the saved-output policy the blocks' save keeps.

/** Blockyard blocks as a hand-made request could save them: script links, foreign media, a style that fetches. */
const HOSTILE_POST = [
	'<!-- wp:blockyard/eventbrite {"url":"https://www.eventbrite.co.uk/e/jazz-night-tickets-123456789012","eventId":123456789012,"style":"modal"} -->',
	'<div class="wp-block-blockyard-eventbrite is-style-modal" data-event-id="123456789012"><!-- wp:blockyard/button {"element":"a","saveInPostContent":true,"uniqueId":"eventbrite-widget-id","text":"Register","url":"https://www.eventbrite.co.uk/e/jazz-night-tickets-123456789012"} -->',
	'<div class="wp-block-blockyard-button"><a class="wp-block-blockyard-button__element" id="hostile-register" href="javascript:alert(1)">Register</a></div>',
	'<!-- /wp:blockyard/button --></div>',
	'<!-- /wp:blockyard/eventbrite -->',
	'',
	'<!-- wp:blockyard/button {"element":"a","saveInPostContent":true,"text":"Buy"} -->',
	'<div class="wp-block-blockyard-button"><a class="wp-block-blockyard-button__element" id="hostile-buy" href="&#106;avascript:alert(2)" style="width:10px;background-image:url(https://evil.example/w.png)">Buy</a></div>',
	'<!-- /wp:blockyard/button -->',
	'',
	'<!-- wp:blockyard/tiled-gallery {"ids":[101],"linkTo":"media"} -->',
	'<div class="wp-block-blockyard-tiled-gallery aligncenter is-style-rectangular"><div class="wp-block-blockyard-tiled-gallery__gallery"><div class="wp-block-blockyard-tiled-gallery__row"><div class="wp-block-blockyard-tiled-gallery__col" style="flex-basis:100%"><figure class="wp-block-blockyard-tiled-gallery__item">',
	'<a id="hostile-tile" href="javascript:alert(3)"><img alt="The harbour" data-id="101" src="https://evil.example/x.png" srcset="https://evil.example/x.png 600w" sizes="100vw" width="600" height="400"/></a>',
	'<img alt="Missing" src="missing-image.png" onerror="alert(4)"/>',
	'</figure></div></div></div></div>',
	'<!-- /wp:blockyard/tiled-gallery -->',
].join('\n');

test('an administrator’s hand-made Blockyard markup renders without its script links, foreign media or fetching style', async ({
	page,
	browser,
	siteUrl,
}) => {
	// The test site logs a browser's first request in as the admin.
	await page.goto(`${siteUrl}wp-admin/`);
	const postId = await publishPost(page.request, siteUrl, 'Hand-made markup', HOSTILE_POST);
	// Stored as written: kses did not run, so only the render filter stands between it and a visitor.
	const stored = await storedContent(browser, siteUrl, postId);
	expect(stored).toContain('href="javascript:alert(1)"');
	expect(stored).toContain('src="https://evil.example/x.png"');

	const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
	const view = await visitor.newPage();
	const dialogs: string[] = [];
	const foreign: string[] = [];
	view.on('dialog', async (dialog) => {
		dialogs.push(dialog.message());
		await dialog.dismiss();
	});
	view.on('request', (request) => {
		if (new URL(request.url()).hostname.endsWith('evil.example')) {
			foreign.push(request.url());
		}
	});
	await visitor.route(/evil\.example/, (route) => route.abort());
	await view.goto(`${siteUrl}?p=${postId}`, { waitUntil: 'load' });

	// The post's content as rendered (the theme's own styles hold url() of its fonts).
	const html = await view.locator('.wp-block-post-content').innerHTML();
	expect(html).toContain('wp-block-blockyard-tiled-gallery');
	for (const removed of ['javascript:', '&#106;avascript', 'evil.example', 'url(', 'onerror']) {
		expect.soft(html, `the post holds ${removed}`).not.toContain(removed);
	}
	for (const id of ['hostile-register', 'hostile-buy', 'hostile-tile']) {
		await expect(view.locator(`#${id}`)).toBeVisible();
		await expect(view.locator(`#${id}`)).not.toHaveAttribute('href');
	}
	// What keeps to the policy stays: the button's width, the gallery's column and the missing image's path.
	await expect(view.locator('#hostile-buy')).toHaveAttribute('style', 'width:10px');
	await expect(view.locator('.wp-block-blockyard-tiled-gallery__col')).toHaveAttribute(
		'style',
		'flex-basis:100%'
	);
	await expect(view.locator('img[alt="Missing"]')).toHaveAttribute('src', 'missing-image.png');
	await expect(view.locator('img[alt="The harbour"]')).not.toHaveAttribute('src');
	await expect(view.locator('img[alt="The harbour"]')).not.toHaveAttribute('srcset');

	// Clicking the links runs nothing and leaves nothing.
	await view.locator('#hostile-buy').click();
	await view.locator('#hostile-tile').click();
	await view.waitForLoadState('load');
	expect(dialogs).toEqual([]);
	expect(foreign).toEqual([]);
	await visitor.close();
});
