import type { APIRequestContext, Locator } from '@playwright/test';

import { expectNoSeriousAxeViolations } from '../support/axe';
import { HTTP_ERROR_RESPONSE, test as base, expect } from '../support/test';
import { playgroundUrl, providerNonceHeader, providerUrl } from '../support/urls';
import {
	createPostWithVideo,
	editorPlayer,
	type LibraryVideo,
	playerFrame,
	uploadVideo,
	videoPressFields,
} from '../support/video';

/** Makes the provider's `videopress/meta` refuse every change, or take them again. */
async function refuseMeta(request: APIRequestContext, failing: boolean): Promise<void> {
	const response = await request.put(`${providerUrl()}wp-json/blockyard-testing/v1/videopress`, {
		data: { meta_failing: failing },
		headers: providerNonceHeader(),
	});
	expect(response.ok()).toBe(true);
}

/** A library video opened in the editor in a post of its own, and where a test finds it. */
interface OpenedVideo {
	readonly video: LibraryVideo;
	readonly block: Locator;
	/** The editor's sidebar. */
	readonly settings: Locator;
}

const test = base.extend<{ openedVideo: OpenedVideo }>({
	openedVideo: async ({ editor, page, request }, use) => {
		const video = await uploadVideo(request);
		await editor.open();
		const { id, guid, url: src, poster } = video;
		await editor.open(
			await createPostWithVideo(page, { id, guid, src, poster, caption: 'The harbour' }, 'draft')
		);
		await use({
			video,
			block: editor.canvas().locator('.wp-block-blockyard-video'),
			settings: page.getByRole('region', { name: 'Editor settings' }),
		});
	},
});

// blockyard/video (packages/media): the sidebar's panels, with the video's settings kept by the service.
test.describe('VideoPress settings', () => {
	// The refused change is an HTTP 500 the browser logs.
	test.use({ expectedConsoleErrors: [HTTP_ERROR_RESPONSE] });
	// The upload and the opening of the post count too.
	test.describe.configure({ timeout: 120_000 });

	test.afterEach(async ({ request }) => {
		await refuseMeta(request, false);
	});

	test('rating and privacy go to the service at once, a refused change goes back, the post stays valid', async ({
		editor,
		page,
		request,
		openedVideo: { video, block, settings },
	}) => {
		const rating = settings.getByRole('combobox', { name: 'Rating' });
		const privacy = settings.getByRole('combobox', { name: 'Privacy' });
		const selectVideo = async () => {
			await block.getByRole('textbox', { name: 'Video caption text' }).click();
			await expect(rating).toBeEnabled();
		};

		await selectVideo();
		await expect(rating).toHaveValue('G');
		await expect(privacy).toHaveValue('2');
		await rating.selectOption('PG-13');
		await privacy.selectOption({ label: 'Private' });
		await settings.getByRole('checkbox', { name: 'Loop' }).check();
		await expect
			.poll(() => videoPressFields(request, video.id))
			.toMatchObject({ rating: 'PG-13', privacy_setting: 1 });

		// After a reload the sidebar shows what the service has, and the private video plays for
		// its editor: the site's embed preview gives the player a playback token.
		await editor.saveAndReload();
		await selectVideo();
		await expect(rating).toHaveValue('PG-13');
		await expect(privacy).toHaveValue('1');
		await expect(editorPlayer(block)).toHaveAttribute('src', /metadata_token=/);
		expect((await page.request.get((await editorPlayer(block).getAttribute('src')) ?? '')).status()).toBe(
			200
		);

		// The service refuses: the change shows, goes back, and the editor says why.
		await refuseMeta(request, true);
		await rating.selectOption('R-17');
		await expect(
			page
				.getByRole('region', { name: 'Editor content' })
				.getByText(/The video’s settings were not changed/)
		).toBeVisible();
		await expect(rating).toHaveValue('PG-13');
		expect(await videoPressFields(request, video.id)).toMatchObject({
			rating: 'PG-13',
			privacy_setting: 1,
		});
		await refuseMeta(request, false);

		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
		const saved = await editor.storedContent();
		expect(saved).toContain('<!-- wp:blockyard/video');
		expect(saved).toContain(
			`https://videopress.com/v/${video.guid}?resizeToParent=true&amp;cover=true&amp;loop=true`
		);

		// The video is private now: the service's player plays it for a signed-in visitor only.
		await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}&as=signed-in`);
		const player = playerFrame(page).locator('video');
		await expect(player).toHaveAttribute('src', /metadata_token=/);
		await expect(player).toHaveAttribute('loop', '');
		await expectNoSeriousAxeViolations(page, '.wp-block-blockyard-video');
	});

	test('the title and description go to the service, and the description’s chapters become the chapters track', async ({
		editor,
		page,
		request,
		openedVideo: { video, block, settings },
	}) => {
		const title = settings.getByRole('textbox', { name: 'Title' });
		const description = settings.getByRole('textbox', { name: 'Description' });
		await block.getByRole('textbox', { name: 'Video caption text' }).click();
		await expect(title).toBeEnabled();
		await expect(title).toHaveValue('harbour');

		await title.fill('Boats at dawn');
		await description.fill('Morning in the harbour.\n0:00 Intro\n0:30 The boats\n1:15 Sunrise');
		await expect(settings.getByRole('heading', { name: '3 chapters' })).toBeVisible();
		// Leaving the field sends it.
		await title.focus();
		await expect
			.poll(() => videoPressFields(request, video.id))
			.toMatchObject({
				title: 'Boats at dawn',
				description: 'Morning in the harbour.\n0:00 Intro\n0:30 The boats\n1:15 Sunrise',
			});
		const chapters = async () => {
			const answer = await request.get(`${providerUrl()}rest/v1.1/videos/${video.guid}`);
			const { tracks } = (await answer.json()) as {
				tracks: Record<string, Record<string, { src: string; label: string }>>;
			};
			return tracks['chapters']?.['en'];
		};
		await expect.poll(chapters).toMatchObject({ label: 'Chapters' });
		const vtt = await request.get((await chapters())?.src ?? '');
		expect(await vtt.text()).toContain('00:01:15.001 --> 99:59:59.000\nSunrise');

		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
		// The block keeps the track; the service's player offers it to visitors.
		expect(await editor.storedContent()).toContain('"kind":"chapters","srcLang":"en","label":"Chapters"');
		await block.getByRole('textbox', { name: 'Video caption text' }).click();
		await expect(title).toHaveValue('Boats at dawn');

		await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}&as=signed-in`);
		await expect(playerFrame(page).locator('video track[kind="chapters"]')).toHaveAttribute(
			'srclang',
			'en'
		);
		await expectNoSeriousAxeViolations(page, '.wp-block-blockyard-video');
	});
});
