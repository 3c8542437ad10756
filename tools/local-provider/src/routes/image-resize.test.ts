import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { mediaSchema } from '@blockyard/api-client';

import { bodyOf, freshProvider, requestJson, type TestProvider } from '../testing/fresh-provider';

async function resized(provider: TestProvider, path: string, init: RequestInit = {}) {
	const response = await requestJson(provider, path, init);
	const bytes = Buffer.from(await response.arrayBuffer());
	if (response.status !== 200) {
		return { status: response.status };
	}
	const { width, height, format, exif } = await sharp(bytes).metadata();
	return {
		status: 200,
		width,
		height,
		format,
		exif: exif !== undefined,
		type: response.headers.get('Content-Type'),
	};
}

async function uploadJpeg(provider: TestProvider): Promise<string> {
	const bytes = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#3080c0' } })
		.jpeg()
		.withExif({ IFD0: { Copyright: 'Someone' } })
		.toBuffer();
	const body = new FormData();
	body.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'wide.jpg');
	const media = await bodyOf(
		await requestJson(provider, '/wp-json/wp/v2/media', { method: 'POST', body }),
		mediaSchema
	);
	return new URL(media.source_url).pathname;
}

const HOST = '127.0.0.1:8787';

describe('GET /image-resize/<host>/<path>', () => {
	it('resizes an upload to a width, a crop or a box, in its own format, without its metadata', async () => {
		const provider = freshProvider();
		const path = await uploadJpeg(provider);
		expect(await resized(provider, path)).toMatchObject({ width: 2400, exif: true });
		expect(await resized(provider, `/image-resize/${HOST}${path}?w=600&strip=info&ssl=1`)).toEqual({
			status: 200,
			width: 600,
			height: 400,
			format: 'jpeg',
			exif: false,
			type: 'image/jpeg',
		});
		expect(
			await resized(provider, `/image-resize/${HOST}${path}?resize=300,300&strip=info`)
		).toMatchObject({
			width: 300,
			height: 300,
		});
		expect(await resized(provider, `/image-resize/${HOST}${path}?fit=900,900`)).toMatchObject({
			width: 900,
			height: 600,
		});
		expect(await resized(provider, `/image-resize/${HOST}${path}?h=200`)).toMatchObject({
			width: 300,
			height: 200,
		});
	});

	it('never enlarges, and answers the original without a size', async () => {
		const provider = freshProvider();
		const path = await uploadJpeg(provider);
		expect(await resized(provider, `/image-resize/${HOST}${path}?w=3000`)).toMatchObject({
			width: 2400,
			height: 1600,
		});
		expect(await resized(provider, `/image-resize/${HOST}${path}`)).toMatchObject({ width: 2400 });
	});

	it('resizes the stand-in services’ pictures and the sample images, seen from the playground’s origin', async () => {
		const provider = freshProvider();
		const viaProxy = { headers: { 'X-Forwarded-Host': 'localhost:5173', 'X-Forwarded-Proto': 'http' } };
		expect(
			await resized(
				provider,
				'/image-resize/localhost:5173/external-media-files/pexels/pexels-02.jpg?w=300',
				viaProxy
			)
		).toMatchObject({ width: 300, height: 450 });
		expect(await resized(provider, `/image-resize/${HOST}/sample-media/sunset.png?w=64`)).toMatchObject({
			width: 64,
			format: 'png',
			type: 'image/png',
		});
	});

	it('resizes only its own images: other hosts, other paths and bad sizes are refused', async () => {
		const provider = freshProvider();
		const path = await uploadJpeg(provider);
		expect((await resized(provider, `/image-resize/example.com${path}?w=300`)).status).toBe(404);
		expect((await resized(provider, `/image-resize/${HOST}/wp-json/wp/v2/media?w=300`)).status).toBe(404);
		expect(
			(await resized(provider, `/image-resize/${HOST}/wp-content/uploads/../../provider.sqlite?w=3`))
				.status
		).toBe(404);
		expect((await resized(provider, `/image-resize/${HOST}${path}?w=0`)).status).toBe(400);
		expect((await resized(provider, `/image-resize/${HOST}${path}?resize=10`)).status).toBe(400);
		expect((await resized(provider, `/image-resize/${HOST}${path}?w=5000`)).status).toBe(400);
	});
});
