import type { Page } from '@playwright/test';

import { replyToAiQueries } from '../../support/ai';
import { test, expect } from '../support/test';

/** The editor's settings sidebar, opened. */
async function openSettings(page: Page) {
	const settings = page
		.getByRole('region', { name: 'Editor top bar' })
		.getByRole('button', { name: 'Settings', exact: true });
	if ((await settings.getAttribute('aria-pressed')) !== 'true') {
		await settings.click();
	}
	return page.getByRole('region', { name: 'Editor settings' });
}

const POST_TEXT =
	'Bees make honey in the hive. Bees pollinate flowers in the garden. Honey bees travel far from the hive.';

// The AI suggestions of the post's sidebar inside real WordPress (6.5 and the newest): an
// excerpt and tags suggested from the post's text by the local provider's offline engine, each
// reviewed, applied in one undo step, saved with the post. `blockyard_e2e_connected`
// (e2e/wordpress/mu-plugins) makes the user count as connected.
test('suggests an excerpt and tags in the post’s sidebar, each reviewed and applied in one undo step, saved', async ({
	wp,
	page,
}) => {
	test.setTimeout(120_000);
	await wp.openNewPost('blockyard_e2e_connected=1');
	await wp.insertParagraph(POST_TEXT);
	const sidebar = await openSettings(page);
	await sidebar.getByRole('tab', { name: 'Post' }).click();
	await sidebar.getByRole('button', { name: 'AI suggestions', exact: true }).click();

	// The excerpt, reviewed as a diff, accepted whole; one undo takes it back, one redo again.
	await sidebar.getByRole('button', { name: 'Suggest an excerpt' }).click();
	await expect(
		sidebar.getByRole('region', { name: 'The AI’s suggestion, with its changes marked' })
	).toContainText('Bees make honey in the hive.');
	await sidebar.getByRole('button', { name: 'Accept all', exact: true }).click();
	await expect.poll(() => wp.editedPostAttribute<string>('excerpt')).toMatch(/^Bees make honey/);
	const excerpt = await wp.editedPostAttribute<string>('excerpt');
	await page.getByRole('button', { name: 'Undo', exact: true }).click();
	await expect.poll(() => wp.editedPostAttribute<string>('excerpt')).toBe('');
	await page.getByRole('button', { name: 'Redo', exact: true }).click();
	await expect.poll(() => wp.editedPostAttribute<string>('excerpt')).toBe(excerpt);

	// The tags, offered checked; the author leaves the last one out.
	await sidebar.getByRole('button', { name: 'Suggest tags and categories' }).click();
	const choices = sidebar.getByRole('group', { name: 'Tags' });
	await expect(choices.getByRole('checkbox').first()).toBeChecked();
	const offered = await choices.getByRole('checkbox').all();
	expect(offered.length).toBeGreaterThan(1);
	await offered.at(-1)?.uncheck();
	await sidebar.getByRole('button', { name: 'Add the checked ones' }).click();
	await expect
		.poll(async () => (await wp.editedPostAttribute<number[]>('tags')).length)
		.toBe(offered.length - 1);

	await wp.save();
	await wp.reload();
	await wp.expectAllBlocksValid();
	expect(await wp.editedPostAttribute<string>('excerpt')).toBe(excerpt);
	expect(await wp.editedPostAttribute<number[]>('tags')).toHaveLength(offered.length - 1);
});

// The AI alt text panel of an image block's settings, with a model that sees images (the feature
// route's `accepts-images` and the reply given here: the offline engine cannot see images).
test('suggests an image’s alt text in the image block’s settings, reviewed, applied in one undo step, saved', async ({
	wp,
	page,
	siteUrl,
	providerUrl,
}) => {
	test.setTimeout(120_000);
	await page.route('**/wpcom/v2/ai-assistant-feature*', async (route) => {
		const response = await route.fetch();
		const feature = (await response.json()) as Record<string, unknown>;
		await route.fulfill({ response, json: { ...feature, 'accepts-images': true } });
	});
	await replyToAiQueries(
		page,
		'The WordPress logo.',
		(url) => url.href.startsWith(providerUrl) && url.href.includes('jetpack-ai-query')
	);
	await wp.openNewPost('blockyard_e2e_connected=1');
	const imageUrl = `${siteUrl}wp-admin/images/wordpress-logo.png`;
	await page.evaluate((url) => {
		const { blocks, data } = window.wp as unknown as {
			blocks: { createBlock(name: string, attributes: Record<string, unknown>): { clientId: string } };
			data: {
				dispatch(store: string): {
					insertBlocks(blocks: unknown): void;
					selectBlock(id: string): void;
				};
			};
		};
		const image = blocks.createBlock('core/image', { url, alt: '' });
		data.dispatch('core/block-editor').insertBlocks(image);
		data.dispatch('core/block-editor').selectBlock(image.clientId);
	}, imageUrl);
	const sidebar = await openSettings(page);
	// The block's settings, where extensions' panels go (a tab of their own when the image's
	// fields have a Content tab).
	const settingsTab = sidebar.getByRole('tab', { name: 'Settings' });
	if ((await settingsTab.count()) > 0) {
		await settingsTab.click();
	}
	await sidebar.getByRole('button', { name: 'AI alt text', exact: true }).click();

	const query = page.waitForRequest(
		(request) => request.url().startsWith(providerUrl) && request.url().includes('jetpack-ai-query')
	);
	await sidebar.getByRole('button', { name: 'Suggest alt text' }).click();
	expect((await query).postData()).toContain(imageUrl);
	await expect(
		sidebar.getByRole('region', { name: 'The AI’s suggestion, with its changes marked' })
	).toContainText('The WordPress logo.');
	await sidebar.getByRole('button', { name: 'Accept all', exact: true }).click();
	const alt = () =>
		page.evaluate(() => window.wp.data.select('core/block-editor').getBlocks()[0]?.attributes.alt);
	await expect.poll(alt).toBe('The WordPress logo.');
	await page.getByRole('button', { name: 'Undo', exact: true }).click();
	await expect.poll(alt).toBe('');
	await page.getByRole('button', { name: 'Redo', exact: true }).click();
	await expect.poll(alt).toBe('The WordPress logo.');

	await wp.save();
	await wp.reload();
	await wp.expectAllBlocksValid();
	expect(await wp.serializedPost()).toContain('alt="The WordPress logo."');
});
