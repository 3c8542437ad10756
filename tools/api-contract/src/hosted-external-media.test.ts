import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import {
	bindCalls,
	EXTERNAL_MEDIA_PATH_ALBUMS,
	externalMediaFailure,
	googlePhotosFilter,
	hostedExternalMedia,
	media,
	resizedImageUrl,
} from '@blockyard/api-client';

import { startProviderForTests } from './provider';
import { approveProviderPage } from './provider-pages';

const provider = startProviderForTests({ faults: true });

/** Sets the provider's switch that makes these services fail. */
async function failing(services: readonly string[]): Promise<void> {
	const response = await fetch(`${provider.restRoot}blockyard-testing/v1/external-media`, {
		method: 'PUT',
		headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': provider.nonce },
		body: JSON.stringify({ failing: services }),
	});
	expect(response.status).toBe(200);
}

async function imageSize(url: string) {
	const response = await fetch(url);
	expect(response.status, url).toBe(200);
	const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
	return { width, height };
}

describe('hostedExternalMedia', () => {
	it('list pages through a stock source to its end and searches it', async () => {
		const externalMedia = bindCalls(hostedExternalMedia, provider.api);
		const first = await externalMedia.list('pexels');
		expect(first.media).toHaveLength(20);
		const second = await externalMedia.list('pexels', { pageHandle: String(first.meta?.next_page) });
		const third = await externalMedia.list('pexels', { pageHandle: String(second.meta?.next_page) });
		expect(third.media).toHaveLength(5);
		expect(third.meta?.next_page).toBe(false);
		expect(new Set([...first.media, ...second.media, ...third.media].map((item) => item.ID)).size).toBe(
			45
		);

		const found = await externalMedia.list('openverse', { search: 'ocean' });
		expect(found.media.map((item) => item.title)).toEqual([
			'Misty ocean waves',
			'Open ocean waves',
			'Wide ocean waves',
		]);
		expect((await externalMedia.list('openverse', { search: 'no such thing' })).media).toEqual([]);
		const [item] = found.media;
		expect(await imageSize(item?.URL ?? '')).toEqual({ width: item?.width, height: item?.height });
		expect(await imageSize(item?.thumbnails?.medium ?? '')).toEqual({ width: 400, height: 600 });
	});

	it('copy adds the items to the media library, and reports an unknown one by its errors', async () => {
		const externalMedia = bindCalls(hostedExternalMedia, provider.api);
		const [item] = (await externalMedia.list('pexels', { search: 'golden dunes' })).media;
		const [added, failed] = await externalMedia.copy(
			'pexels',
			[
				{ id: item?.ID ?? '', guid: item?.guid ?? '', caption: 'Sand', title: 'Dunes copy' },
				{ id: 'pexels-77', guid: 'https://elsewhere.test/nothing.jpg' },
			],
			0
		);
		expect(added).toMatchObject({ caption: 'Sand', alt: 'Golden desert dunes' });
		expect(failed && 'errors' in failed ? failed.errors[0]?.code : '').toBe('rest_upload_sideload_error');
		const id = added && 'ID' in added ? added.ID : 0;
		const copied = await media.get(provider.api, id);
		expect(copied).toMatchObject({ title: { raw: 'Dunes copy' }, mime_type: 'image/jpeg' });
		expect(copied.media_details?.sizes?.['large']).toMatchObject({ width: 1024, height: 768 });
		expect((await media.list(provider.api, { mediaType: 'image' })).map((entry) => entry.id)).toContain(
			id
		);
	});

	it('Google Photos: authorization required, connect page, albums, filters, disconnect', async () => {
		const externalMedia = bindCalls(hostedExternalMedia, provider.api);
		const refused = externalMediaFailure(
			await externalMedia.list('google_photos').catch((e: unknown) => e)
		);
		expect(refused).toMatchObject({ kind: 'authorization_required', code: 'authorization_required' });

		const { connect_URL } = await externalMedia.connection();
		const page = await approveProviderPage(connect_URL ?? '');
		expect(page.status).toBe(200);
		expect(await page.text()).toContain('"connected":true}');
		expect((await externalMedia.connection()).connect_URL).toBeUndefined();

		const recent = await externalMedia.list('google_photos');
		expect(recent.meta?.account).toMatchObject({ name: 'Local Photos' });
		const albums = await externalMedia.list('google_photos', { path: EXTERNAL_MEDIA_PATH_ALBUMS });
		expect(albums.media.every((album) => album.type === 'folder' && (album.children ?? 0) > 0)).toBe(
			true
		);
		const inAlbum = await externalMedia.list('google_photos', { path: albums.media[1]?.ID ?? '' });
		expect(inAlbum.media).toHaveLength(albums.media[1]?.children ?? -1);

		const videos = await externalMedia.list('google_photos', {
			filter: googlePhotosFilter({ mediaType: 'video', category: 'pets' }),
		});
		expect(videos.media.length).toBeGreaterThan(0);
		expect(videos.media.every((entry) => entry.type === 'video')).toBe(true);
		const favourites = await externalMedia.list('google_photos', {
			filter: googlePhotosFilter({
				favorite: true,
				mediaType: 'photo',
				endDate: recent.media[0]?.date ?? '',
			}),
		});
		expect(favourites.media.length).toBeGreaterThan(0);
		const none = await externalMedia.list('google_photos', {
			filter: googlePhotosFilter({ startDate: '1970-01-01', endDate: '1970-12-31' }),
		});
		expect(none.media).toEqual([]);

		await externalMedia.disconnect();
		expect((await externalMedia.connection()).connect_URL).toMatch(/google_photos\/connect\?origin=/);
	});

	it('a failing service is an internal_server_error', async () => {
		const externalMedia = bindCalls(hostedExternalMedia, provider.api);
		await failing(['openverse']);
		try {
			const failure = externalMediaFailure(
				await externalMedia.list('openverse').catch((e: unknown) => e)
			);
			expect(failure).toEqual({
				kind: 'internal_server_error',
				code: 'internal_server_error',
				message: 'Openverse could not be reached.',
			});
		} finally {
			await failing([]);
		}
		await expect(externalMedia.list('openverse')).resolves.toBeDefined();
	});
});

describe('resizedImageUrl against the provider', () => {
	it('gets a resized copy of an uploaded image at the address the rule gives for it', async () => {
		const bytes = await sharp({
			create: { width: 1800, height: 1200, channels: 3, background: '#804020' },
		})
			.png()
			.toBuffer();
		const uploaded = await media.upload(
			provider.api,
			new Blob([new Uint8Array(bytes)], { type: 'image/png' }),
			'big.png'
		);
		expect(uploaded.media_details).toMatchObject({ width: 1800, height: 1200 });
		for (const width of [600, 900, 1200, 1500]) {
			expect(await imageSize(resizedImageUrl(uploaded.source_url, { width }))).toEqual({
				width,
				height: (width * 2) / 3,
			});
		}
		expect(await imageSize(resizedImageUrl(uploaded.source_url, { width: 2000 }))).toEqual({
			width: 1800,
			height: 1200,
		});
	});
});
