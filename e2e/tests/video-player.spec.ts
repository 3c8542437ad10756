import type { FrameLocator, Page } from '@playwright/test';

import { expectNoSeriousAxeViolations } from '../support/axe';
import type { PlaygroundEditor } from '../support/playground-editor';
import { HTTP_ERROR_RESPONSE, test, expect } from '../support/test';
import { playgroundUrl, providerNonceHeader, providerUrl } from '../support/urls';
import { createPostWithVideo, playerFrame, setVideoMeta, uploadVideo } from '../support/video';

async function createPost(page: Page, content: string): Promise<number> {
	const response = await page.request.post(`${providerUrl()}wp-json/wp/v2/posts`, {
		data: { title: 'Harbour', content, status: 'publish' },
		headers: providerNonceHeader(),
	});
	expect(response.ok()).toBe(true);
	return ((await response.json()) as { id: number }).id;
}

/** Opens the editor (whose `wp.blocks` serializes the block) and publishes a post of the video. */
async function openEditorAndCreatePost(
	editor: PlaygroundEditor,
	page: Page,
	attributes: Record<string, unknown>
): Promise<number> {
	await editor.open();
	return createPostWithVideo(page, attributes);
}

const previewOf = (postId: number, signedIn = false) =>
	`${playgroundUrl()}preview.html?post=${postId}${signedIn ? '&as=signed-in' : ''}`;

const backgroundOf = (frame: FrameLocator, selector: string) =>
	frame.locator(selector).evaluate((element) => getComputedStyle(element).backgroundColor);

// blockyard/video (packages/media): visitors get the service's player, which enforces privacy and downloads.
test.describe('VideoPress player for visitors', () => {
	test('plays in the service’s player, in the seekbar colours the author chose, without a download control or the file’s address', async ({
		editor,
		page,
		request,
	}) => {
		const video = await uploadVideo(request);
		const postId = await openEditorAndCreatePost(editor, page, {
			id: video.id,
			guid: video.guid,
			src: video.url,
			poster: video.poster,
			caption: 'The harbour',
			seekbarColor: '#ff0000',
			seekbarPlayedColor: '#00ff00',
			seekbarLoadingColor: '#0000ff',
			useAverageColor: false,
		});
		await page.addInitScript(() => {
			const messages: unknown[] = [];
			(window as unknown as { playerMessages: unknown[] }).playerMessages = messages;
			window.addEventListener('message', (event) => messages.push(event.data));
		});
		await page.goto(previewOf(postId));
		const frame = playerFrame(page);
		await expect(frame.locator('.player__seekbar')).toBeVisible();
		expect(await backgroundOf(frame, '.player__seekbar')).toBe('rgb(255, 0, 0)');
		expect(await backgroundOf(frame, '.player__played')).toBe('rgb(0, 255, 0)');
		expect(await backgroundOf(frame, '.player__loaded')).toBe('rgb(0, 0, 255)');
		await expect(frame.locator('video')).toHaveAttribute('controlslist', 'nodownload');
		await expect(frame.locator('.player__download, a[download]')).toHaveCount(0);
		// The visitor's page has the player's address only, never the file's.
		expect(await page.content()).not.toContain(new URL(video.url).pathname);
		await expect(page.locator('figcaption')).toHaveText('The harbour');

		// The player reports its state to the page in the agreed shape (the fake file cannot play).
		await expect
			.poll(() =>
				page.evaluate(() => (window as unknown as { playerMessages: unknown[] }).playerMessages)
			)
			.toContainEqual(
				expect.objectContaining({
					type: 'blockyard-video-state',
					guid: video.guid,
					state: 'is-error',
				})
			);
		await expectNoSeriousAxeViolations(page, '.wp-block-blockyard-video');
	});

	test('takes the poster’s average colour when it matches the video', async ({ editor, page, request }) => {
		const video = await uploadVideo(request);
		const postId = await openEditorAndCreatePost(editor, page, {
			id: video.id,
			guid: video.guid,
			src: video.url,
		});
		await page.goto(previewOf(postId));
		const background = await backgroundOf(playerFrame(page), '.player__controls');
		expect(background).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
		expect(background).not.toBe('rgb(0, 0, 0)');
	});

	test.describe('a private video', () => {
		test.use({ expectedConsoleErrors: [HTTP_ERROR_RESPONSE] });

		test('does not play for an anonymous visitor, whose file answers 403, and plays for a signed-in one', async ({
			editor,
			page,
			request,
		}) => {
			const video = await uploadVideo(request);
			await setVideoMeta(request, { id: video.id, privacy_setting: 1 });
			const postId = await openEditorAndCreatePost(editor, page, {
				id: video.id,
				guid: video.guid,
				src: video.url,
			});

			await page.goto(previewOf(postId));
			const frame = playerFrame(page);
			await expect(frame.getByText('This video is private.')).toBeVisible();
			await expect(frame.locator('video')).toHaveCount(0);
			expect((await page.request.get(video.url)).status()).toBe(403);
			expect((await page.request.get(`${playgroundUrl()}embed/${video.guid}`)).status()).toBe(403);

			await page.getByRole('checkbox', { name: 'View as a signed-in user' }).check();
			await page.waitForURL(/as=signed-in/);
			const player = playerFrame(page).locator('video');
			await expect(player).toHaveAttribute('src', /metadata_token=/);
			const src = (await player.getAttribute('src')) ?? '';
			expect((await page.request.get(src)).status()).toBe(200);
		});

		test('follows the site’s default privacy when it is "site default"', async ({
			editor,
			page,
			request,
		}) => {
			const video = await uploadVideo(request);
			await setVideoMeta(request, { id: video.id, privacy_setting: 2 });
			const setting = await request.post(`${providerUrl()}wp-json/wpcom/v2/videopress/settings`, {
				data: { videopress_private_enabled_for_site: true },
				headers: providerNonceHeader(),
			});
			expect(setting.ok()).toBe(true);
			try {
				const postId = await openEditorAndCreatePost(editor, page, {
					id: video.id,
					guid: video.guid,
					src: video.url,
				});
				await page.goto(previewOf(postId));
				await expect(playerFrame(page).getByText('This video is private.')).toBeVisible();
			} finally {
				await request.post(`${providerUrl()}wp-json/wpcom/v2/videopress/settings`, {
					data: { videopress_private_enabled_for_site: false },
					headers: providerNonceHeader(),
				});
			}
		});
	});

	test('a post saved with the native <video> opens valid and upgrades to the player’s address', async ({
		editor,
		page,
		request,
	}) => {
		const video = await uploadVideo(request);
		const old =
			`<!-- wp:blockyard/video {"guid":"${video.guid}","id":${video.id},"src":"${video.url}","loop":true} -->\n` +
			`<figure class="wp-block-blockyard-video"><video controls loop preload="metadata" src="${video.url}"></video><figcaption class="wp-element-caption">Old</figcaption></figure>\n` +
			'<!-- /wp:blockyard/video -->';
		await editor.open();
		const postId = await createPost(page, old);
		await editor.open(postId);
		await editor.expectAllBlocksValid();
		const serialized = await editor.serializedPost();
		expect(serialized).toContain(
			`https://videopress.com/v/${video.guid}?resizeToParent=true&amp;cover=true&amp;loop=true`
		);
		expect(serialized).not.toContain('<video');
		expect(serialized).toContain('<figcaption class="wp-element-caption">Old</figcaption>');
	});
});
