import { providerUrl } from '../../support/urls';
import { test, expect } from '../support/test';
import { logInAs } from '../support/wordpress-editor';

// The deep flow for @blockyard/content inside WordPress: blockyard/business-hours asks the
// provider (the local provider here) for the localized week, is edited, saved, reloaded
// valid, and its saved markup and block style reach a visitor's page.
test('Business Hours: edit, save, reload valid, and the visitor sees the hours', async ({
	wp,
	page,
	siteUrl,
}) => {
	const localizedWeek = page.waitForRequest(
		(request) =>
			request.url().startsWith(providerUrl()) && request.url().includes('business-hours/localized-week')
	);
	await wp.openNewPost();
	await wp.insertBlock('Business Hours');
	await localizedWeek;

	const saturday = wp.canvas().getByRole('group', { name: 'Saturday' });
	await saturday.getByRole('checkbox', { name: 'Open on Saturday' }).check();
	await saturday.getByLabel('Closing time, Saturday, interval 1').fill('13:00');

	await wp.save();
	await wp.reload();
	await wp.expectAllBlocksValid();
	expect(await wp.serializedPost()).toContain(
		'{"name":"Sat","hours":[{"opening":"09:00","closing":"13:00"}]}'
	);

	await page.goto(`${siteUrl}?p=${await wp.postId()}&preview=true`);
	const hours = page.locator('.wp-block-blockyard-business-hours');
	await expect(hours.locator('dt').first()).toHaveText('Monday');
	await expect(
		hours.locator('div', { has: page.locator('dt', { hasText: 'Saturday' }) }).locator('dd')
	).toHaveText('9:00 AM – 1:00 PM');
	// The block's style.css, registered from its block.json: linked, or inlined when small.
	await expect(
		page.locator(
			'link[id^="blockyard-business-hours-style"], style[id^="blockyard-business-hours-style"]'
		)
	).toHaveCount(1);
});

// An author has no unfiltered_html: WordPress filters what they save through kses, which
// would strip the block's schema.org microdata and leave the block invalid on reload
// unless the plugin allows it (packages/wordpress-plugin/plugin/includes/kses.php).
test('Business Hours saved by an author stays valid after reload', async ({ wp, page, siteUrl }) => {
	await logInAs(page, siteUrl, 'author', 'password');
	await wp.openNewPost();
	await wp.insertBlock('Business Hours');
	await wp.save();
	await wp.reload();
	await wp.expectAllBlocksValid();
	expect(await wp.serializedPost()).toContain('itemprop="openingHoursSpecification"');
});
