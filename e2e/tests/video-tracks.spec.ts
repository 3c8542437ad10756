import { firstBlockAttributes } from '../support/blocks';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { test, expect } from '../support/test';
import { playgroundUrl, providerUrl } from '../support/urls';
import { editorPlayer } from '../support/video';

/**
 * A short silent clip the browser can read (8 kHz, 8-bit mono PCM in a WAV container): the
 * block plays it in a `<video>` and the frame slider reads its length. Sent as a video file.
 */
function silentClip(seconds: number): Buffer {
	const rate = 8000;
	const samples = rate * seconds;
	const header = Buffer.alloc(44);
	header.write('RIFF', 0, 'ascii');
	header.writeUInt32LE(36 + samples, 4);
	header.write('WAVE', 8, 'ascii');
	header.write('fmt ', 12, 'ascii');
	header.writeUInt32LE(16, 16);
	header.writeUInt16LE(1, 20); // PCM
	header.writeUInt16LE(1, 22); // mono
	header.writeUInt32LE(rate, 24);
	header.writeUInt32LE(rate, 28); // bytes a second
	header.writeUInt16LE(1, 32); // bytes a sample
	header.writeUInt16LE(8, 34); // bits a sample
	header.write('data', 36, 'ascii');
	header.writeUInt32LE(samples, 40);
	return Buffer.concat([header, Buffer.alloc(samples, 128)]);
}

const SUBTITLES = 'WEBVTT\n\n00:00.000 --> 00:02.000\nBoats leave the harbour.\n';

// blockyard/video (packages/media): text tracks and the poster, round trip through the provider.
test.describe('VideoPress tracks and poster', () => {
	test('adds and deletes text tracks, chooses a poster frame, and shows both to visitors', async ({
		editor,
		page,
		request,
	}) => {
		test.setTimeout(120_000);
		await editor.open();
		await editor.insertBlock('VideoPress');
		const block = editor.canvas().locator('.wp-block-blockyard-video');
		await block.locator('input[type="file"]').setInputFiles({
			name: 'harbour.mp4',
			mimeType: 'video/mp4',
			buffer: silentClip(6),
		});
		await expect(block.getByText('Upload Complete!')).toBeVisible({ timeout: 30_000 });
		await block.getByRole('button', { name: 'Done' }).click();
		await expect(block.getByText('Generating preview…')).toHaveCount(0, { timeout: 20_000 });
		await expect(editorPlayer(block)).toHaveAttribute('poster', /.+/);
		const { guid } = await firstBlockAttributes(page);
		expect(guid).toMatch(/^[A-Za-z0-9]{8}$/);

		// Text tracks: English subtitles by default, from a .vtt.
		await block.click();
		await editor.showBlockToolbar();
		const toolbar = page.getByRole('toolbar', { name: 'Block tools' });
		const openTracks = async () => {
			await toolbar.getByRole('button', { name: 'Text tracks' }).click();
			await page.getByRole('menuitem', { name: 'Upload track' }).click();
		};
		const form = page.getByRole('form', { name: 'Upload track' });
		await openTracks();
		await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
		await form.locator('input[type="file"]').setInputFiles({
			name: 'notes.txt',
			mimeType: 'text/plain',
			buffer: Buffer.from('not a track'),
		});
		await expect(form.getByText('“notes.txt” is not a WebVTT file. Choose a .vtt file.')).toBeVisible();
		const vtt = { name: 'harbour-en.vtt', mimeType: 'text/vtt', buffer: Buffer.from(SUBTITLES) };
		await form.locator('input[type="file"]').setInputFiles(vtt);
		await expect(form.getByRole('textbox', { name: 'Label' })).toHaveValue('English');
		await form.getByRole('button', { name: 'Save' }).click();
		await expect(page.getByText('English (subtitles, en)')).toBeVisible();

		// The same kind and language again: refused. Captions in English: added, then deleted.
		await page.getByRole('menuitem', { name: 'Upload track' }).click();
		await form.locator('input[type="file"]').setInputFiles(vtt);
		await expect(form.getByText('A track already exists for that language and kind.')).toBeVisible();
		await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
		await form.getByRole('combobox', { name: 'Kind' }).selectOption('captions');
		await form.getByRole('button', { name: 'Save' }).click();
		await expect(page.getByText('English (captions, en)')).toBeVisible();
		await page.getByRole('button', { name: 'Delete English (captions, en)' }).click();
		await expect(page.getByText('English (captions, en)')).toHaveCount(0);
		await expect(page.getByText('English (subtitles, en)')).toBeVisible();
		await page.keyboard.press('Escape');

		// The poster: a frame chosen with the slider, made by the service while the block asks.
		const sidebar = page.getByRole('region', { name: 'Editor settings' });
		const slider = sidebar.getByRole('slider', { name: 'Poster frame (seconds)' });
		await expect(slider).toBeVisible();
		await slider.fill('2.5');
		const asks = page.waitForRequest(
			(sent) => sent.method() === 'GET' && sent.url().endsWith(`/videos/${String(guid)}/poster`)
		);
		await sidebar.getByRole('button', { name: 'Use this frame' }).click();
		await expect(sidebar.getByText('Generating poster…')).toBeVisible();
		await asks;
		await expect(sidebar.getByText('Generating poster…')).toHaveCount(0, { timeout: 15_000 });
		const { poster, videoPressTracks } = await firstBlockAttributes(page);
		expect(String(poster)).toMatch(/\/wp-content\/uploads\//);
		await expect(editorPlayer(block)).toHaveAttribute('poster', String(poster));
		expect(videoPressTracks).toEqual([
			{
				src: expect.stringContaining('/subtitles/en.vtt'),
				kind: 'subtitles',
				srcLang: 'en',
				label: 'English',
			},
		]);

		await editor.saveAndReload();
		await editor.expectAllBlocksValid();

		// The provider has the track (read as the public API is: no credentials) and the poster.
		const stored = await request.get(`${providerUrl()}rest/v1.1/videos/${String(guid)}`);
		expect(stored.ok()).toBe(true);
		const video = (await stored.json()) as {
			poster?: string;
			tracks: Record<string, Record<string, unknown>>;
		};
		expect(Object.keys(video.tracks)).toEqual(['subtitles']);
		expect(video.tracks['subtitles']?.['en']).toMatchObject({ label: 'English' });
		expect(new URL(String(video.poster)).pathname).toBe(new URL(String(poster)).pathname);

		// The visitor's player (the service's, in its frame) has the poster and the track.
		await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}`);
		const player = page.frameLocator('figure.wp-block-blockyard-video iframe').locator('video');
		await expect(player).toHaveAttribute('poster', String(poster));
		const track = player.locator('track');
		await expect(track).toHaveAttribute('kind', 'subtitles');
		await expect(track).toHaveAttribute('srclang', 'en');
		await expect(track).toHaveAttribute('label', 'English');
		const file = await page.request.get(String(await track.getAttribute('src')));
		expect(await file.text()).toBe(SUBTITLES);
		await expectNoSeriousAxeViolations(page, '.wp-block-blockyard-video');
	});
});
