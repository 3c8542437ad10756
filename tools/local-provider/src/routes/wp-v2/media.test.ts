import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';

import { mediaSchema } from '@blockyard/api-client';

import {
	bodyOf,
	freshProvider,
	requestJson,
	restErrorSchema,
	type TestProvider,
} from '../../testing/fresh-provider';

/** A 1×1 transparent PNG. */
const PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
	'base64'
);

function upload(
	provider: TestProvider,
	file: Blob,
	fileName: string,
	fields: Record<string, string> = {},
	headers: Record<string, string> = {}
): Promise<Response> {
	const body = new FormData();
	body.append('file', file, fileName);
	for (const [key, value] of Object.entries(fields)) {
		body.append(key, value);
	}
	return requestJson(provider, '/wp-json/wp/v2/media', { method: 'POST', body, headers });
}

describe('wp/v2/media', () => {
	it('stores an upload under a generated name and serves it back', async () => {
		const provider = freshProvider();
		const response = await upload(provider, new Blob([PNG], { type: 'image/png' }), 'pixel.png', {
			alt_text: 'A pixel',
			title: 'Pixel',
		});
		expect(response.status).toBe(201);
		const media = await bodyOf(response, mediaSchema);
		expect(media).toMatchObject({
			id: 1,
			mime_type: 'image/png',
			alt_text: 'A pixel',
			title: { raw: 'Pixel' },
		});
		expect(media.source_url).toMatch(
			/^http:\/\/127\.0\.0\.1:8787\/wp-content\/uploads\/[0-9a-f-]{36}\.png$/
		);

		const stored = readdirSync(join(provider.dataDir, 'uploads'));
		expect(stored).toEqual([media.source_url.split('/').pop()]);

		const served = await provider.app.request(media.source_url);
		expect(served.status).toBe(200);
		expect(served.headers.get('Content-Type')).toBe('image/png');
		expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
		expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

		const head = await provider.app.request(media.source_url, { method: 'HEAD' });
		expect(head.status).toBe(200);
		expect(head.headers.get('Content-Type')).toBe('image/png');

		const again = await requestJson(provider, `/wp-json/wp/v2/media/${media.id}`);
		expect(await bodyOf(again, mediaSchema)).toEqual(media);
		const raw = await (await requestJson(provider, `/wp-json/wp/v2/media/${media.id}`)).json();
		expect(raw).toMatchObject({ media_type: 'image', media_details: { filesize: PNG.length } });
	});

	it('builds source_url from the forwarded origin when a proxy sets it', async () => {
		const provider = freshProvider();
		const response = await upload(
			provider,
			new Blob([PNG]),
			'pixel.png',
			{},
			{
				'X-Forwarded-Host': 'localhost:5173',
				'X-Forwarded-Proto': 'http',
			}
		);
		const media = await bodyOf(response, mediaSchema);
		expect(media.source_url).toMatch(/^http:\/\/localhost:5173\/wp-content\/uploads\//);

		const read = await requestJson(provider, `/wp-json/wp/v2/media/${media.id}`);
		expect((await bodyOf(read, mediaSchema)).source_url).toMatch(/^http:\/\/127\.0\.0\.1:8787\//);
		// A forwarded host that does not name the provider or the playground is refused outright.
		for (const host of ['evil.example/<script>', 'evil.example:5173', 'localhost:5173, evil.example']) {
			const forged = await requestJson(provider, `/wp-json/wp/v2/media/${media.id}`, {
				headers: { 'X-Forwarded-Host': host },
			});
			expect(forged.status, host).toBe(403);
		}
	});

	it('never uses the client file name as a path, only as the default title', async () => {
		const provider = freshProvider();
		const response = await upload(
			provider,
			new Blob([PNG], { type: 'image/png' }),
			'../../../escape.png'
		);
		const media = await bodyOf(response, mediaSchema);
		expect(media.title.raw).toBe('../../../escape');
		expect(media.source_url).toMatch(/\/wp-content\/uploads\/[0-9a-f-]{36}\.png$/);
		expect(existsSync(join(provider.dataDir, '..', 'escape.png'))).toBe(false);

		const traversal = await provider.app.request(
			'http://127.0.0.1:8787/wp-content/uploads/..%2Fprovider.sqlite'
		);
		expect(traversal.status).toBe(404);
	});

	it('takes the type from the declared MIME type when the name has no known extension', async () => {
		const provider = freshProvider();
		const media = await bodyOf(
			await upload(provider, new Blob([PNG], { type: 'image/png' }), 'blob'),
			mediaSchema
		);
		expect(media.mime_type).toBe('image/png');
		expect(media.source_url).toMatch(/\.png$/);
	});

	it('refuses file types WordPress refuses, empty files and missing files with 400', async () => {
		const provider = freshProvider();
		const svg = await upload(
			provider,
			new Blob(['<svg onload="alert(1)"/>'], { type: 'image/svg+xml' }),
			'x.svg'
		);
		expect(svg.status).toBe(400);
		expect((await bodyOf(svg, restErrorSchema)).code).toBe('rest_upload_sideload_error');

		const empty = await upload(provider, new Blob([]), 'empty.png');
		expect(empty.status).toBe(400);
		expect((await bodyOf(empty, restErrorSchema)).code).toBe('rest_upload_empty');

		const form = new FormData();
		form.append('title', 'no file');
		const noFile = await requestJson(provider, '/wp-json/wp/v2/media', { method: 'POST', body: form });
		expect(noFile.status).toBe(400);
		expect((await bodyOf(noFile, restErrorSchema)).code).toBe('rest_upload_no_data');

		const json = await requestJson(provider, '/wp-json/wp/v2/media', {
			method: 'POST',
			json: { file: 'x' },
		});
		expect(json.status).toBe(400);
		expect(readdirSync(join(provider.dataDir, 'uploads'))).toEqual([]);
	});

	it('answers 413 for a body over the limit and stores nothing', async () => {
		const provider = freshProvider({ maxBodyBytes: 1024 });
		const response = await upload(
			provider,
			new Blob([new Uint8Array(4096)], { type: 'image/png' }),
			'big.png'
		);
		expect(response.status).toBe(413);
		expect(await bodyOf(response, restErrorSchema)).toMatchObject({
			code: 'rest_request_too_large',
			data: { status: 413 },
		});
		expect(readdirSync(join(provider.dataDir, 'uploads'))).toEqual([]);
	});

	it('answers 404 for unknown media and unknown upload names', async () => {
		const provider = freshProvider();
		const missing = await requestJson(provider, '/wp-json/wp/v2/media/42');
		expect(missing.status).toBe(404);
		expect((await bodyOf(missing, restErrorSchema)).code).toBe('rest_post_invalid_id');
		const file = await requestJson(
			provider,
			'/wp-content/uploads/00000000-0000-0000-0000-000000000000.png'
		);
		expect(file.status).toBe(404);
		expect((await bodyOf(file, restErrorSchema)).data.status).toBe(404);
	});

	it('measures uploaded JPEG, PNG, GIF and WebP images and lists their sizes, made on first request', async () => {
		const provider = freshProvider();
		const picture = sharp({
			create: { width: 1600, height: 1200, channels: 3, background: { r: 40, g: 120, b: 200 } },
		});
		const files = {
			'photo.jpg': ['image/jpeg', await picture.clone().jpeg().toBuffer()],
			'photo.png': ['image/png', await picture.clone().png().toBuffer()],
			'photo.gif': ['image/gif', await picture.clone().gif().toBuffer()],
			'photo.webp': ['image/webp', await picture.clone().webp().toBuffer()],
		} as const;
		for (const [name, [type, bytes]] of Object.entries(files)) {
			const response = await upload(provider, new Blob([new Uint8Array(bytes)], { type }), name, {
				caption: 'A caption',
			});
			expect(response.status, name).toBe(201);
			const media = await bodyOf(response, mediaSchema);
			expect(media.mime_type).toBe(type);
			expect(media.caption?.raw).toBe('A caption');
			const details = media.media_details;
			expect([details?.width, details?.height], name).toEqual([1600, 1200]);
			const sizes = Object.fromEntries(
				Object.entries(details?.sizes ?? {}).map(([size, entry]) => [
					size,
					[entry.width, entry.height],
				])
			);
			expect(sizes, name).toEqual({
				thumbnail: [150, 150],
				medium: [300, 225],
				large: [1024, 768],
				full: [1600, 1200],
			});
			const large = new URL(details?.sizes?.['large']?.source_url ?? '');
			expect(large.pathname).toMatch(/^\/wp-content\/uploads\/[0-9a-f-]{36}-1024x768\.[a-z]+$/);
			const served = await requestJson(provider, large.pathname);
			expect(served.status, name).toBe(200);
			expect(served.headers.get('Content-Type')).toBe(type);
			const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
			expect([meta.width, meta.height], name).toEqual([1024, 768]);
		}
		const thumbnailName = readdirSync(join(provider.dataDir, 'uploads')).find((file) =>
			file.includes('-1024x768.')
		);
		expect(thumbnailName).toBeDefined();
	});

	it('lists no size larger than the image, and no sizes for files that are not images', async () => {
		const provider = freshProvider();
		const small = await bodyOf(
			await upload(provider, new Blob([PNG], { type: 'image/png' }), 'pixel.png'),
			mediaSchema
		);
		expect(small.media_details).toMatchObject({ width: 1, height: 1 });
		expect(Object.keys(small.media_details?.sizes ?? {})).toEqual(['full']);
		const sizedName = new URL(small.source_url).pathname.replace('.png', '-150x150.png');
		expect((await requestJson(provider, sizedName)).status).toBe(404);
		const text = await bodyOf(
			await upload(provider, new Blob(['hello'], { type: 'text/plain' }), 'note.txt'),
			mediaSchema
		);
		expect(text.media_details?.sizes).toBeUndefined();
		expect(text.media_details?.width).toBeUndefined();
	});

	it('lists the library newest first, by page, type and search, with its totals', async () => {
		const provider = freshProvider();
		for (const name of ['red.png', 'blue.png', 'notes.txt']) {
			const type = name.endsWith('.png') ? 'image/png' : 'text/plain';
			await upload(provider, new Blob([name.endsWith('.png') ? PNG : 'x'], { type }), name);
		}
		const titles = async (query: string) => {
			const response = await requestJson(provider, `/wp-json/wp/v2/media${query}`);
			expect(response.status, query).toBe(200);
			return {
				titles: (await bodyOf(response, z.array(mediaSchema))).map((item) => item.title.raw),
				total: response.headers.get('X-WP-Total'),
				pages: response.headers.get('X-WP-TotalPages'),
			};
		};
		expect(await titles('')).toEqual({ titles: ['notes', 'blue', 'red'], total: '3', pages: '1' });
		expect(await titles('?media_type=image&per_page=1&page=2')).toEqual({
			titles: ['red'],
			total: '2',
			pages: '2',
		});
		expect(await titles('?search=blu')).toEqual({ titles: ['blue'], total: '1', pages: '1' });
		expect(await titles('?search=%25')).toEqual({ titles: [], total: '0', pages: '0' });
		expect((await requestJson(provider, '/wp-json/wp/v2/media?page=9')).status).toBe(400);
	});
});
