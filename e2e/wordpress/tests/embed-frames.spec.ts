import { readFileSync } from 'node:fs';

import { test, expect } from '../support/test';
import { publishPost, storedContent } from '../support/rest-posts';
import { logInAs } from '../support/wordpress-editor';

// What an author (no unfiltered_html) may save of the embed blocks' iframes: the plugin's kses
// allowance (packages/wordpress-plugin/plugin/includes/kses.php) keeps a Google Calendar block's
// frame as it is, and no iframe of another host, or without a sandbox, anywhere in a post.
// An OpenTable block's frame (on OpenTable's hosts), a GIF block's image (no frame), the
// Instagram grid and the Mailchimp form (packages/embeds/kses.json, the plugin's form checks)
// are kept too, and so is OpenTable's widget without a frame (a placeholder with data
// attributes), which the embeds' visitor script fills with OpenTable's loader.

const CALENDAR = [
	'<!-- wp:blockyard/google-calendar {"url":"https://calendar.google.com/calendar/embed?src=team%40example.com\\u0026ctz=Europe%2FLondon"} -->',
	'<div class="wp-block-blockyard-google-calendar"><iframe src="https://calendar.google.com/calendar/embed?src=team%40example.com&amp;ctz=Europe%2FLondon" title="Google Calendar" sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox" height="600" loading="lazy"></iframe></div>',
	'<!-- /wp:blockyard/google-calendar -->',
].join('\n');

const FOREIGN_FRAMES = [
	'<!-- wp:html -->',
	'<iframe src="https://evil.example/login" sandbox="allow-scripts" title="Log in"></iframe>',
	'<iframe src="https://calendar.google.com.evil.example/" sandbox="allow-scripts"></iframe>',
	'<iframe src="https://calendar.google.com/calendar/embed?src=x" title="No sandbox"></iframe>',
	'<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;" sandbox="allow-scripts"></iframe>',
	'<!-- /wp:html -->',
].join('\n');

test('an author keeps a Google Calendar block’s frame, and no frame of another host or without a sandbox', async ({
	wp,
	page,
	browser,
	siteUrl,
}) => {
	await logInAs(page, siteUrl, 'author', 'password');
	const postId = await publishPost(page.request, siteUrl, 'Frames', `${CALENDAR}\n\n${FOREIGN_FRAMES}`);

	const stored = await storedContent(browser, siteUrl, postId);

	// WordPress's filter writes the block's `url` attribute with `&amp;` for `&`; the frame is kept as saved.
	expect(stored).toContain(CALENDAR.split('\n')[1]);
	expect(stored).toContain(
		'<!-- wp:blockyard/google-calendar {"url":"https://calendar.google.com/calendar/embed?src=team%40example.com\\u0026amp;ctz=Europe%2FLondon"} -->'
	);
	for (const removed of [
		'evil.example',
		'srcdoc',
		'title="No sandbox"',
		'src="https://calendar.google.com/calendar/embed?src=x"',
	]) {
		expect(stored, removed).not.toContain(removed);
	}
	// Every iframe left outside the calendar block is an empty one, which frames nothing.
	const html = stored.slice(stored.indexOf('<!-- wp:html -->'));
	expect(html.match(/<iframe[^>]*>/g)).toEqual(['<iframe>', '<iframe>', '<iframe>', '<iframe>']);

	// The author opens the post again: the calendar block is valid, its frame where it was.
	await page.goto(`${siteUrl}wp-admin/post.php?post=${postId}&action=edit`);
	await wp.waitUntilReady();
	await wp.expectAllBlocksValid();
	expect(await wp.serializedPost()).toContain(CALENDAR.split('\n')[1]);
});

const OPENTABLE = [
	'<!-- wp:blockyard/opentable {"rid":[1001],"lang":"en-US"} -->',
	'<div class="wp-block-blockyard-opentable blockyard-opentable--standard"><iframe src="https://www.opentable.com/widget/reservation/canvas?rid=1001&amp;type=standard&amp;theme=standard&amp;domain=com&amp;lang=en-US&amp;newtab=false&amp;iframe=true" title="OpenTable" sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" height="301" loading="lazy"></iframe></div>',
	'<!-- /wp:blockyard/opentable -->',
].join('\n');

const GIF = [
	'<!-- wp:blockyard/gif {"caption":"A ball that \\u003cstrong\\u003ebounces\\u003c/strong\\u003e","giphyUrl":"https://giphy.com/embed/JIX9t2j0ZTN9S","searchText":"bounce","paddingTop":"75%","imageUrl":"https://media.giphy.com/media/JIX9t2j0ZTN9S/giphy.gif","alt":"Bouncing ball"} -->',
	'<figure class="wp-block-blockyard-gif aligncenter"><div class="wp-block-blockyard-gif__box" style="padding-top:75%"><img src="https://media.giphy.com/media/JIX9t2j0ZTN9S/giphy.gif" alt="Bouncing ball" loading="lazy"/></div><figcaption class="wp-block-blockyard-gif__caption">A ball that <strong>bounces</strong></figcaption></figure>',
	'<!-- /wp:blockyard/gif -->',
].join('\n');

test('an author keeps an OpenTable block’s frame and a GIF block’s image as saved', async ({
	wp,
	page,
	siteUrl,
}) => {
	await logInAs(page, siteUrl, 'author', 'password');
	const postId = await publishPost(
		page.request,
		siteUrl,
		'Reservations and GIFs',
		`${OPENTABLE}\n\n${GIF}`
	);

	// The author opens the post again: both blocks are valid, their markup as saved.
	await page.goto(`${siteUrl}wp-admin/post.php?post=${postId}&action=edit`);
	await wp.waitUntilReady();
	await wp.expectAllBlocksValid();
	const serialized = await wp.serializedPost();
	expect(serialized).toContain(OPENTABLE.split('\n')[1]);
	expect(serialized).toContain(GIF.split('\n')[1]);
});

test('an author keeps the Latest Instagram Posts grid and the Mailchimp form as saved', async ({
	wp,
	page,
	browser,
	siteUrl,
}) => {
	const fixture = (name: string) =>
		readFileSync(new URL(`../../../packages/embeds/test/fixtures/${name}.html`, import.meta.url), 'utf8');
	const gallery = fixture('blockyard__instagram-gallery');
	const form = fixture('blockyard__mailchimp__groups-and-labels');
	await logInAs(page, siteUrl, 'author', 'password');
	const postId = await publishPost(
		page.request,
		siteUrl,
		'Gallery and newsletter',
		`${gallery}\n\n${form}`
	);

	const stored = await storedContent(browser, siteUrl, postId);
	for (const kept of [
		'style="gap:10px"',
		'<img src="https://scontent.cdninstagram.com/one.jpg" alt="Bouncing ball" loading="lazy"',
		'href="https://www.instagram.com/p/one/" rel="noopener noreferrer"',
		'<form class="wp-block-blockyard-mailchimp__form" method="post">',
		'type="email" name="email" autocomplete="email" required placeholder="Your address" aria-label="Your address"',
		'data-interests="local-news,local-events" data-signup-field-tag="SOURCE" data-signup-field-value="blog"',
		'<p class="wp-block-blockyard-mailchimp__status" role="status" aria-live="polite"></p>',
	]) {
		expect(stored, kept).toContain(kept);
	}

	// The author opens the post again: both blocks (and the form's button) are valid.
	await page.goto(`${siteUrl}wp-admin/post.php?post=${postId}&action=edit`);
	await wp.waitUntilReady();
	await wp.expectAllBlocksValid();
});

test('an author keeps OpenTable’s widget without a frame, and the visitor’s page loads OpenTable’s widget script into it', async ({
	wp,
	page,
	browser,
	siteUrl,
}) => {
	const widget = readFileSync(
		new URL(
			'../../../packages/embeds/test/fixtures/blockyard__opentable__without-a-frame.html',
			import.meta.url
		),
		'utf8'
	);
	await logInAs(page, siteUrl, 'author', 'password');
	const postId = await publishPost(page.request, siteUrl, 'Reservations without a frame', widget);
	const stored = await storedContent(browser, siteUrl, postId);
	expect(stored).toContain(
		'<div class="wp-block-blockyard-opentable__widget" data-rid="1001,1002" data-type="multi" data-theme="standard" data-domain="co.uk" data-lang="en-US" data-newtab="true"></div>'
	);
	expect(stored).not.toContain('<script');

	// OpenTable is out of reach here: a tiny loader of our own stands in, drawing where its script is.
	const asked: string[] = [];
	await page.route('https://www.opentable.co.uk/**', async (route) => {
		asked.push(route.request().url());
		await route.fulfill({
			contentType: 'text/javascript',
			body: "document.currentScript.insertAdjacentHTML('beforebegin', '<p class=\"drawn\">Widget drawn by OpenTable</p>');",
		});
	});
	await page.goto(`${siteUrl}?p=${String(postId)}`);
	const block = page.locator('.wp-block-blockyard-opentable');
	await expect(block.getByText('Widget drawn by OpenTable')).toBeVisible();
	expect(asked).toEqual([
		'https://www.opentable.co.uk/widget/reservation/loader?rid=1001&rid=1002&type=multi&theme=standard&iframe=false&domain=co.uk&lang=en-US&newtab=true&ot_source=Restaurant+website',
	]);
	// The links to the reservation pages step aside once the widget has drawn.
	const links = block.locator('.wp-block-blockyard-opentable__link');
	await expect(links).toHaveCount(2);
	await expect(links.nth(0)).toBeHidden();
	await expect(links.nth(1)).toBeHidden();

	// The author opens the post again: the block is valid.
	await page.goto(`${siteUrl}wp-admin/post.php?post=${postId}&action=edit`);
	await wp.waitUntilReady();
	await wp.expectAllBlocksValid();
});
