import { allowBlockTiers } from '../support/block-tiers';
import { test, expect } from '../support/test';
import { publishPost, storedContent } from '../support/rest-posts';
import { logInAs } from '../support/wordpress-editor';

// What an author (no unfiltered_html) keeps of the Tock and Pinterest blocks: Tock's widget
// container and link, a pin's frame (on assets.pinterest.com, through the plugin's kses
// allowance) and a board's data-pin-do link, all as saved, and valid when opened again.

const TOCK = [
	'<!-- wp:blockyard/tock {"url":"roadhouse"} -->',
	'<div class="wp-block-blockyard-tock"><div id="Tock_widget_container" data-tock-display-mode="Button" data-tock-color-mode="Blue" data-tock-locale="en-us" data-tock-timezone="America/New_York"></div><a class="blockyard-tock__link" href="https://www.exploretock.com/roadhouse">www.exploretock.com/roadhouse</a></div>',
	'<!-- /wp:blockyard/tock -->',
].join('\n');

const PIN = [
	'<!-- wp:blockyard/pinterest {"url":"https://www.pinterest.com/pin/99360735500167749/"} -->',
	'<div class="wp-block-blockyard-pinterest"><iframe src="https://assets.pinterest.com/ext/embed.html?id=99360735500167749" title="Pinterest pin" sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox" height="714" loading="lazy"></iframe></div>',
	'<!-- /wp:blockyard/pinterest -->',
].join('\n');

const BOARD = [
	'<!-- wp:blockyard/pinterest {"url":"https://www.pinterest.com/maker/summer-recipes/"} -->',
	'<div class="wp-block-blockyard-pinterest"><a data-pin-do="embedBoard" href="https://www.pinterest.com/maker/summer-recipes/">https://www.pinterest.com/maker/summer-recipes/</a></div>',
	'<!-- /wp:blockyard/pinterest -->',
].join('\n');

test('an author keeps Tock and Pinterest blocks as they are saved', async ({
	wp,
	page,
	browser,
	siteUrl,
}) => {
	await logInAs(page, siteUrl, 'author', 'password');
	const postId = await publishPost(page.request, siteUrl, 'Tock and pins', [TOCK, PIN, BOARD].join('\n\n'));

	const stored = await storedContent(browser, siteUrl, postId);
	for (const block of [TOCK, PIN, BOARD]) {
		expect(stored).toContain(block.split('\n')[1]);
	}

	// Tock is a beta block: the site allows beta blocks, so the editor reads it as itself.
	await allowBlockTiers(browser, siteUrl, ['beta']);
	await page.goto(`${siteUrl}wp-admin/post.php?post=${postId}&action=edit`);
	await wp.waitUntilReady();
	await wp.expectAllBlocksValid();
});
