// The hosted video's e2e setup: a video in the provider's media library (which hosts every
// uploaded video), its settings on the service, a post holding its block, and its players.
import type { APIRequestContext, FrameLocator, Locator, Page } from '@playwright/test';

import { png } from './png';
import { expect } from './test';
import { providerNonceHeader, providerUrl } from './urls';

/** A few bytes named and typed as a video: the provider keeps a video upload without decoding it. */
export const VIDEO = {
	name: 'harbour.mp4',
	mimeType: 'video/mp4',
	buffer: Buffer.from('not really a video'),
};

export interface LibraryVideo {
	readonly id: number;
	readonly url: string;
	readonly guid: string;
	/** An image of the library, so a preview shows without waiting for the service to make a poster. */
	readonly poster: string;
}

/** The media item's hosted-video fields, read from the provider over HTTP. */
export async function videoPressFields(
	request: APIRequestContext,
	id: number
): Promise<{ guid: string; rating: string | null; allow_download: number; privacy_setting: number }> {
	const item = await request.get(`${providerUrl()}wp-json/wp/v2/media/${id}`);
	expect(item.ok()).toBe(true);
	return ((await item.json()) as { jetpack_videopress: never }).jetpack_videopress;
}

/** Uploads the video, and an image for its poster, to the provider's media library. */
export async function uploadVideo(request: APIRequestContext): Promise<LibraryVideo> {
	const uploaded = await request.post(`${providerUrl()}wp-json/wp/v2/media`, {
		multipart: { file: VIDEO },
		headers: providerNonceHeader(),
	});
	expect(uploaded.ok()).toBe(true);
	const { id, source_url: url } = (await uploaded.json()) as { id: number; source_url: string };
	const { guid } = await videoPressFields(request, id);
	const image = await request.post(`${providerUrl()}wp-json/wp/v2/media`, {
		multipart: { file: png('harbour-poster.png', [40, 90, 140]) },
		headers: providerNonceHeader(),
	});
	expect(image.ok()).toBe(true);
	const { source_url: poster } = (await image.json()) as { source_url: string };
	return { id, url, guid, poster };
}

/** Sets the video's details on the service (`videopress/meta`), e.g. `{ id, privacy_setting: 1 }`. */
export async function setVideoMeta(request: APIRequestContext, data: Record<string, number>): Promise<void> {
	const response = await request.post(`${providerUrl()}wp-json/wpcom/v2/videopress/meta`, {
		data,
		headers: providerNonceHeader(),
	});
	expect(response.ok()).toBe(true);
}

/**
 * A post holding one hosted video block with these attributes, serialized as the editor does
 * (the editor's page must be open: its `wp.blocks` serializes it).
 */
export async function createPostWithVideo(
	page: Page,
	attributes: Record<string, unknown>,
	status: 'draft' | 'publish' = 'publish'
): Promise<number> {
	const content = await page.evaluate((attrs) => {
		const blocks = window.wp.blocks as unknown as {
			createBlock(name: string, attributes: object): unknown;
			serialize(blocks: unknown[]): string;
		};
		return blocks.serialize([blocks.createBlock('blockyard/video', attrs)]);
	}, attributes);
	const response = await page.request.post(`${providerUrl()}wp-json/wp/v2/posts`, {
		data: { title: 'Harbour', content, status },
		headers: providerNonceHeader(),
	});
	expect(response.ok()).toBe(true);
	return ((await response.json()) as { id: number }).id;
}

/** The service's player on a visitor's page. */
export const playerFrame = (page: Page): FrameLocator =>
	page.frameLocator('figure.wp-block-blockyard-video iframe');

/** The `<video>` of the service's player in the editor's preview of the block. */
export const editorPlayer = (block: Locator): Locator =>
	block.frameLocator('iframe.wp-block-blockyard-video__player').locator('video');
