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

// Related Posts saves only its settings; the plugin renders it for each page view from
// WordPress's own posts. Two published posts about the same thing list each other.
test('Related Posts: two similar published posts show each other to visitors', async ({
	wp,
	page,
	siteUrl,
}) => {
	await wp.openNewPost();
	const marker = `kneading${Date.now().toString(36)}`;
	const publish = (title: string, text: string) =>
		page.evaluate(
			async ({ title, content }) => {
				const { apiFetch } = (
					window as unknown as { wp: { apiFetch: (options: object) => Promise<{ id: number }> } }
				).wp;
				return (
					await apiFetch({
						path: '/wp/v2/posts',
						method: 'POST',
						data: { title, content, status: 'publish' },
					})
				).id;
			},
			{
				title,
				content: `<!-- wp:paragraph --><p>${text} ${marker}</p><!-- /wp:paragraph -->\n\n<!-- wp:blockyard/related-posts {"displayAuthor":true,"displayContext":true} /-->`,
			}
		);
	const starter = await publish(
		'Sourdough starter care',
		'Feed the sourdough starter with rye flour daily.'
	);
	const loaf = await publish('Rye sourdough loaf', 'Bake a rye loaf from a sourdough starter.');

	for (const [id, neighbour] of [
		[starter, 'Rye sourdough loaf'],
		[loaf, 'Sourdough starter care'],
	] as const) {
		await page.goto(`${siteUrl}?p=${id}`);
		const block = page.locator('.wp-block-blockyard-related-posts');
		await expect(block).toHaveClass(/\bis-grid\b/);
		const link = block.getByRole('heading', { level: 3 }).getByRole('link', { name: neighbour });
		await expect(link).toBeVisible();
		await expect(block.locator('time').first()).toHaveText(/\d{4}/);
		await expect(block.getByText('By admin').first()).toBeVisible();
		await expect(block.getByRole('link', { name: 'In "Uncategorized"' }).first()).toBeVisible();
		// The block's own post is never one of its related posts.
		await expect(
			block.getByRole('link', {
				name: neighbour === 'Rye sourdough loaf' ? 'Sourdough starter care' : 'Rye sourdough loaf',
			})
		).toHaveCount(0);
	}

	// The editor shows the same neighbour, from the field the plugin adds to wp/v2/posts.
	await page.goto(`${siteUrl}wp-admin/post.php?post=${starter}&action=edit`);
	await wp.waitUntilReady();
	await expect(
		wp.canvas().locator('.wp-block-blockyard-related-posts__title', { hasText: 'Rye sourdough loaf' })
	).toBeVisible();
	await wp.expectAllBlocksValid();
});
