import type { Page } from '@playwright/test';

import { test, expect } from '../support/test';
import { providerNonceHeader, providerUrl } from '../support/urls';

/** A few bytes named and typed as a video: the provider keeps a video upload without decoding it. */
const VIDEO = { name: 'trip.mp4', mimeType: 'video/mp4', buffer: Buffer.from('not really a video') };

/** Uploads the video to the provider's media library, which hosts every uploaded video. */
async function uploadVideo(page: Page): Promise<{ id: number; url: string; guid: string }> {
	const uploaded = await page.request.post(`${providerUrl()}wp-json/wp/v2/media`, {
		multipart: { file: VIDEO },
		headers: providerNonceHeader(),
	});
	expect(uploaded.ok()).toBe(true);
	const { id, source_url: url } = (await uploaded.json()) as { id: number; source_url: string };
	const item = await page.request.get(`${providerUrl()}wp-json/wp/v2/media/${id}`);
	const { jetpack_videopress: hosted } = (await item.json()) as { jetpack_videopress: { guid: string } };
	return { id, url, guid: hosted.guid };
}

/** A draft with a core video of the library's video, then one of the same file by its address alone (no media id). */
async function createPostWithVideos(page: Page, video: { id: number; url: string }): Promise<number> {
	const content = [
		`<!-- wp:video {"id":${video.id}} -->`,
		`<figure class="wp-block-video"><video controls src="${video.url}"></video><figcaption class="wp-element-caption">Our trip</figcaption></figure>`,
		'<!-- /wp:video -->',
		'<!-- wp:video -->',
		`<figure class="wp-block-video"><video controls src="${video.url}"></video></figure>`,
		'<!-- /wp:video -->',
	].join('\n');
	const response = await page.request.post(`${providerUrl()}wp-json/wp/v2/posts`, {
		data: { title: 'Videos', content, status: 'draft' },
		headers: providerNonceHeader(),
	});
	expect(response.ok()).toBe(true);
	return ((await response.json()) as { id: number }).id;
}

const blockNamesAndAttributes = (page: Page) =>
	page.evaluate(() =>
		window.wp.data
			.select('core/block-editor')
			.getBlocks()
			.map(({ name, attributes }) => ({ name, attributes }))
	);

// The video helpers' offer to convert core video blocks (packages/media/src/video-helpers).
test.describe('Converting core video blocks', () => {
	test('a selected core video offers to transform the hosted ones, and does', async ({ editor, page }) => {
		const video = await uploadVideo(page);
		await editor.open(await createPostWithVideos(page, video));

		const settings = page.getByRole('region', { name: 'Editor settings' });
		const button = settings.getByRole('button', { name: 'Transform blocks to VideoPress' });
		await expect(button).toHaveCount(0);

		await editor.canvas().locator('.wp-block-video').first().click();
		await expect(
			settings.getByText(/This post has video blocks whose files VideoPress hosts/)
		).toBeVisible();
		await button.click();

		const blocks = await blockNamesAndAttributes(page);
		expect(blocks.map((block) => block.name)).toEqual(['blockyard/video', 'core/video']);
		expect(blocks[0]!.attributes).toMatchObject({
			guid: video.guid,
			id: video.id,
			src: video.url,
			caption: 'Our trip',
			controls: true,
			preload: 'metadata',
		});

		// The other core video has no media item to tell: selected, it offers nothing.
		await editor.canvas().locator('.wp-block-video').first().click();
		await expect
			.poll(() =>
				page.evaluate(() => {
					const editorStore = window.wp.data.select('core/block-editor') as unknown as {
						getSelectedBlock(): { name: string } | null;
					};
					return editorStore.getSelectedBlock()?.name;
				})
			)
			.toBe('core/video');
		await expect(button).toHaveCount(0);

		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
	});
});
