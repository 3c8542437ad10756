import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { APIRequestContext, Page } from '@playwright/test';

import { firstBlockAttributes } from '../support/blocks';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { test, expect } from '../support/test';
import { playgroundUrl, providerNonceHeader, providerUrl } from '../support/urls';

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** The provider's upload switches: the chance a chunk's connection is cut, and a pace (bytes a second). */
async function uploadFaults(
	request: APIRequestContext,
	faults: { cut?: number; bytes_per_second?: number | null }
): Promise<{ cuts: number }> {
	const response = await request.put(`${providerUrl()}wp-json/blockyard-testing/v1/uploads`, {
		data: faults,
		headers: providerNonceHeader(),
	});
	expect(response.ok()).toBe(true);
	return (await response.json()) as { cuts: number };
}

/** Paces the provider's resumable upload (bytes a second; `null`: full speed). */
const paceUploads = (request: APIRequestContext, bytesPerSecond: number | null) =>
	uploadFaults(request, { cut: 0, bytes_per_second: bytesPerSecond });

/** A ~25 MB file on disk: its name, size and date are the upload's fingerprint. */
function videoFile(folder: string, name: string): { path: string; source: Buffer } {
	mkdirSync(folder, { recursive: true });
	const path = join(folder, name);
	writeFileSync(path, randomBytes(25_000_000));
	return { path, source: readFileSync(path) };
}

/** The resumable upload's requests the page sends, by method. */
function recordUploadRequests(page: Page): string[] {
	const methods: string[] = [];
	page.on('request', (request) => {
		if (request.url().includes('/resumable-upload')) {
			methods.push(request.headers()['x-http-method-override'] ?? request.method());
		}
	});
	return methods;
}

// blockyard/video (packages/media): the resumable upload survives a reload, as an editor and as a visitor.
test.describe('VideoPress', () => {
	test.afterEach(async ({ request }) => {
		await paceUploads(request, null);
	});

	test('uploads a video, resumes it from its offset after a reload, and shows it to visitors', async ({
		editor,
		page,
		request,
	}, testInfo) => {
		test.setTimeout(180_000);
		const { path, source } = videoFile(testInfo.outputPath('video'), 'harbour.mp4');

		await editor.open();
		await editor.insertBlock('VideoPress');
		const block = editor.canvas().locator('.wp-block-blockyard-video');
		await expect(
			block.getByText('Upload a video file, or pick one from your media library.')
		).toBeVisible();
		// The empty block is saved first, so the post still has it after the reload.
		await editor.save();

		// A file of another type is refused with a message.
		await block.locator('input[type="file"]').setInputFiles({
			name: 'notes.txt',
			mimeType: 'text/plain',
			buffer: Buffer.from('not a video'),
		});
		await expect(block.getByText('“notes.txt” is not a video.', { exact: false })).toBeVisible();

		await paceUploads(request, 4_000_000);
		const before = recordUploadRequests(page);
		await block.locator('input[type="file"]').setInputFiles(path);
		const progress = block.getByRole('progressbar', { name: 'Upload progress' });
		await expect(progress).toBeVisible();
		await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
		await block.getByRole('button', { name: 'Pause' }).click();
		await expect(block.getByText(/^Paused at \d+ %$/)).toBeVisible();
		await block.getByRole('button', { name: 'Resume' }).click();
		await expect
			.poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 30_000 })
			.toBeGreaterThanOrEqual(45);
		expect(before[0]).toBe('POST');
		// tus-js-client keeps the upload's fingerprint in the browser's storage.
		expect(
			await page.evaluate(
				() => Object.keys(localStorage).filter((key) => key.startsWith('tus::')).length
			)
		).toBe(1);

		// Reload mid-upload: the placeholder names the interrupted upload; the same file resumes it.
		await editor.reload();
		const after = recordUploadRequests(page);
		await expect(
			block.getByText(
				'The upload of “harbour.mp4” stopped before it finished. Choose the same file to resume it.'
			)
		).toBeVisible();
		await paceUploads(request, 8_000_000);
		await block.locator('input[type="file"]').setInputFiles(path);
		const resumed = block.getByText(/^Resuming the upload from (\d+) %/);
		await expect(resumed).toBeVisible();
		const from = Number(/from (\d+) %/.exec((await resumed.textContent()) ?? '')?.[1]);
		expect(from).toBeGreaterThanOrEqual(40);
		expect(from).toBeLessThan(100);
		await expect(block.getByText('Upload Complete!')).toBeVisible({ timeout: 30_000 });
		// No new upload was created: the browser asked for the offset, then sent the rest (PATCH as POST).
		expect(after).not.toContain('POST');
		expect(after[0]).toBe('HEAD');
		expect(after).toContain('PATCH');

		await block.getByRole('textbox', { name: 'Video title' }).fill('The harbour');
		await block.getByRole('button', { name: 'Done' }).click();

		// The stored file is the source, byte for byte.
		const attributes = await firstBlockAttributes(page);
		expect(attributes).toMatchObject({
			guid: expect.stringMatching(/^[A-Za-z0-9]{8}$/),
			title: 'The harbour',
		});
		expect(typeof attributes.id).toBe('number');
		const stored = await page.request.get(String(attributes.src));
		expect(stored.ok()).toBe(true);
		expect(sha256(await stored.body())).toBe(sha256(source));

		// The preview: the poster the service made, the overlay, the caption.
		await expect(block.getByText('Generating preview…')).toHaveCount(0, { timeout: 20_000 });
		await expect(block.locator('video')).toHaveAttribute('poster', /.+/);
		await block.getByRole('button', { name: 'Use the video player' }).click();
		await expect(block.getByRole('button', { name: 'Use the video player' })).toHaveCount(0);
		await block.getByRole('textbox', { name: 'Video caption text' }).fill('Boats in the harbour');
		expect(
			await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('tus::')))
		).toEqual([]);

		const saved = await editor.serializedPost();
		expect(saved).toMatch(/<video controls preload="metadata" poster="[^"]+" src="[^"]+"><\/video>/);
		expect(saved).toContain('<figcaption class="wp-element-caption">Boats in the harbour</figcaption>');
		await editor.saveAndReload();
		await editor.expectAllBlocksValid();
		expect(await editor.storedContent()).toBe(saved);

		await page.goto(`${playgroundUrl()}preview.html?post=${editor.postId}`);
		const video = page.locator('figure.wp-block-blockyard-video video');
		await expect(video).toHaveAttribute('poster', String((await storedPoster(saved)) ?? ''));
		await expect(video).toHaveAttribute('src', String(attributes.src));
		await expect(video).toHaveAttribute('controls', '');
		await expectNoSeriousAxeViolations(page, '.wp-block-blockyard-video');
	});

	test.describe('on a network that drops connections', () => {
		// Chromium logs each request whose connection the provider cuts.
		test.use({ expectedConsoleErrors: [/net::ERR_|Failed to load resource/] });

		test('resumes each cut chunk from its offset and stores the file whole', async ({
			editor,
			page,
			request,
		}, testInfo) => {
			test.setTimeout(180_000);
			const { path, source } = videoFile(testInfo.outputPath('video'), 'lighthouse.mp4');
			const { cuts: cutsBefore } = await uploadFaults(request, { cut: 0.7, bytes_per_second: null });
			const methods = recordUploadRequests(page);

			await editor.open();
			await editor.insertBlock('VideoPress');
			const block = editor.canvas().locator('.wp-block-blockyard-video');
			await block.locator('input[type="file"]').setInputFiles(path);
			await expect(block.getByText('Upload Complete!')).toBeVisible({ timeout: 120_000 });

			const { cuts } = await uploadFaults(request, { cut: 0 });
			expect(cuts).toBeGreaterThan(cutsBefore);
			// One upload was created; after each cut a HEAD found the offset and the rest went on.
			expect(methods.filter((method) => method === 'POST')).toHaveLength(1);
			expect(methods).toContain('HEAD');
			const attributes = await firstBlockAttributes(page);
			const stored = await page.request.get(String(attributes.src));
			expect(sha256(await stored.body())).toBe(sha256(source));
			await block.getByRole('button', { name: 'Done' }).click();
			// The block takes the poster the service made once its preview is ready: saved before
			// that, the post would have changed again ("Unsaved changes") by the time it is saved.
			await expect(block.getByText('Generating preview…')).toHaveCount(0, { timeout: 20_000 });
			await expect(block.locator('video')).toHaveAttribute('poster', /.+/);
			await editor.saveAndReload();
			await editor.expectAllBlocksValid();
		});
	});
});

/** The poster address in the saved markup. */
function storedPoster(saved: string): string | undefined {
	return /poster="([^"]+)"/.exec(saved)?.[1]?.replaceAll('&amp;', '&');
}
