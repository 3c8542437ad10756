import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { mediaSchema, resizedImageUrl } from '@blockyard/api-client';

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

describe("the image-resizing query on the provider's images", () => {
	it('resizes an upload at the address the gallery saves, in its own format, without its metadata', async () => {
		const provider = freshProvider();
		const path = await uploadJpeg(provider);
		expect(await resized(provider, path)).toMatchObject({ width: 2400, height: 1600, exif: true });
		const saved = resizedImageUrl(`http://127.0.0.1:8787${path}`, { width: 600 });
		expect(saved).toBe(`http://127.0.0.1:8787${path}?w=600&strip=info`);
		expect(await resized(provider, new URL(saved).pathname + new URL(saved).search)).toEqual({
			status: 200,
			width: 600,
			height: 400,
			format: 'jpeg',
			exif: false,
			type: 'image/jpeg',
		});
		expect(await resized(provider, `${path}?w=300&h=300&resize=300%2C300&strip=info`)).toMatchObject({
			width: 300,
			height: 300,
		});
		expect(await resized(provider, `${path}?fit=900,900`)).toMatchObject({ width: 900, height: 600 });
		expect(await resized(provider, `${path}?h=200`)).toMatchObject({ width: 300, height: 200 });
	});

	it('never enlarges, and answers the original without a size', async () => {
		const provider = freshProvider();
		const path = await uploadJpeg(provider);
		expect(await resized(provider, `${path}?w=3000`)).toMatchObject({ width: 2400, height: 1600 });
		expect(await resized(provider, `${path}?ssl=1&v=2`)).toMatchObject({ width: 2400, exif: true });
	});

	it("resizes an upload's own sizes, the stand-in services' pictures and the sample images", async () => {
		const provider = freshProvider();
		const path = await uploadJpeg(provider);
		expect(await resized(provider, path.replace(/\.jpg$/, '-1024x683.jpg'))).toMatchObject({
			width: 1024,
		});
		expect(
			await resized(provider, `${path.replace(/\.jpg$/, '-1024x683.jpg')}?w=512&strip=info`)
		).toMatchObject({ width: 512, height: 342 });
		expect(
			await resized(provider, '/external-media-files/pexels/pexels-02.jpg?w=300&strip=info')
		).toMatchObject({ width: 300, height: 450, type: 'image/jpeg' });
		expect(await resized(provider, '/sample-media/sunset.png?w=64&strip=info')).toMatchObject({
			width: 64,
			format: 'png',
			type: 'image/png',
		});
	});

	it('refuses sizes out of 1..4000', async () => {
		const provider = freshProvider();
		const path = await uploadJpeg(provider);
		expect((await resized(provider, `${path}?w=0`)).status).toBe(400);
		expect((await resized(provider, `${path}?resize=10`)).status).toBe(400);
		expect((await resized(provider, `${path}?w=5000`)).status).toBe(400);
	});
});
