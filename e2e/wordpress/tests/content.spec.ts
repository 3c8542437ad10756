import { expectSaturdayUntilOnePmForVisitors, openSaturdayUntilOnePm } from '../support/business-hours-steps';
import { test, expect } from '../support/test';
import { logInAs } from '../support/wordpress-editor';

// The deep flow for @blockyard/content inside WordPress: blockyard/business-hours asks the
// provider (the local provider here) for the localized week, is edited, saved, reloaded
// valid, and its saved markup and block style reach a visitor's page.
test('Business Hours: edit, save, reload valid, and the visitor sees the hours', async ({
	wp,
	page,
	siteUrl,
	providerUrl,
}) => {
	const localizedWeek = page.waitForRequest(
		(request) =>
			request.url().startsWith(providerUrl) && request.url().includes('business-hours/localized-week')
	);
	await wp.openNewPost();
	await wp.insertBlock('Business Hours');
	await localizedWeek;

	await openSaturdayUntilOnePm(wp);

	await wp.save();
	await wp.reload();
	await wp.expectAllBlocksValid();
	expect(await wp.serializedPost()).toContain(
		'{"name":"Sat","hours":[{"opening":"09:00","closing":"13:00"}]}'
	);

	await page.goto(`${siteUrl}?p=${await wp.postId()}&preview=true`);
	await expect(page.locator('.wp-block-blockyard-business-hours dt').first()).toHaveText('Monday');
	await expectSaturdayUntilOnePmForVisitors(page);
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

// Contact Info's microdata (a LocalBusiness, its PostalAddress, email and telephone, and the
// opening hours of a Business Hours inside it) must survive an author's save through kses too:
// packages/content/kses.json lists what it adds to WordPress's allowance.
test('Contact Info with Business Hours inside, saved by an author, keeps its microdata and stays valid', async ({
	wp,
	page,
	siteUrl,
}) => {
	await logInAs(page, siteUrl, 'author', 'password');
	await wp.openNewPost();
	await wp.insertBlock('Contact Info');
	const canvas = wp.canvas();
	await canvas.getByRole('textbox', { name: 'Email' }).fill('hello@example.com');
	await canvas.getByRole('textbox', { name: 'Phone number' }).fill('+1 555 010 9999');
	await canvas.getByLabel('Street Address').fill('987 Photography Way');
	await canvas.getByLabel('City').fill('Portland');
	await wp.insertBlock('Business Hours');
	await expect(canvas.getByRole('group', { name: 'Monday' })).toBeVisible();

	await wp.save();
	await wp.reload();
	await wp.expectAllBlocksValid();
	const saved = await wp.serializedPost();
	expect(saved).toContain('<div itemscope itemtype="https://schema.org/LocalBusiness"');
	expect(saved).toContain('itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"');
	expect(saved).toContain('<meta itemprop="streetAddress" content="987 Photography Way"/>');
	expect(saved).toContain(
		'<a href="mailto:hello@example.com"><span itemprop="email">hello@example.com</span></a>'
	);
	expect(saved).toContain(
		'<a href="tel:+15550109999"><span itemprop="telephone">+1 555 010 9999</span></a>'
	);
	expect(saved).toMatch(/<!-- wp:blockyard\/business-hours \{.*"joinsEnclosingItem":true\} -->/);
	expect(saved).toContain('<dl class="wp-block-blockyard-business-hours__days">');
	expect(saved).toContain('itemprop="openingHoursSpecification"');

	await page.goto(`${siteUrl}?p=${await wp.postId()}&preview=true`);
	const business = page.locator(
		'.wp-block-blockyard-contact-info[itemtype="https://schema.org/LocalBusiness"]'
	);
	await expect(business.getByRole('link', { name: 'hello@example.com' })).toHaveAttribute(
		'href',
		'mailto:hello@example.com'
	);
	await expect(business.locator('[itemprop="openingHoursSpecification"]')).toHaveCount(5);
});

// blockyard/repeat-visitor on a real visitor's page: the plugin prints the content blocks'
// visitor script (build/content/view.js) where the block renders, and its view, loaded as a
// chunk, counts the visit in the blockyard_visits cookie and shows the content from the visit
// after the threshold on.
test('Repeat Visitor: the content shows from the visit after the threshold on', async ({
	wp,
	page,
	siteUrl,
}) => {
	await wp.openNewPost();
	await wp.insertBlock('Repeat Visitor');
	await wp.canvas().getByRole('spinbutton', { name: 'Visit count threshold' }).fill('1');
	await page.evaluate(() => {
		const { data, blocks } = window.wp as unknown as {
			data: {
				select(store: 'core/block-editor'): { getBlocks(): { clientId: string }[] };
				dispatch(store: 'core/block-editor'): {
					insertBlock(block: unknown, index: number, rootClientId: string): void;
				};
			};
			blocks: { createBlock(name: string, attributes: Record<string, unknown>): unknown };
		};
		const [visitor] = data.select('core/block-editor').getBlocks();
		data.dispatch('core/block-editor').insertBlock(
			blocks.createBlock('core/paragraph', { content: 'Welcome back!' }),
			0,
			visitor?.clientId ?? ''
		);
	});
	await wp.save();
	await wp.reload();
	await wp.expectAllBlocksValid();
	expect(await wp.serializedPost()).toContain('data-criteria="after-visits" data-threshold="1" hidden');

	await page.context().clearCookies({ name: 'blockyard_visits' });
	const visits = async () =>
		(await page.context().cookies()).find((cookie) => cookie.name === 'blockyard_visits')?.value;
	const content = page.locator('.wp-block-blockyard-repeat-visitor');

	const visitorPage = `${siteUrl}?p=${await wp.postId()}&preview=true`;
	await page.goto(visitorPage);
	await expect(page.locator('script[src*="/plugins/blockyard/build/content/view.js"]')).toHaveCount(1);
	await expect.poll(visits).toBe('1');
	await expect(content).toBeHidden();

	await page.goto(visitorPage);
	await expect.poll(visits).toBe('2');
	await expect(content).toBeVisible();
	await expect(content.getByText('Welcome back!')).toBeVisible();
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
