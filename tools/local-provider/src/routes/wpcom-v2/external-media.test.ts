import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import {
	externalMediaConnectionSchema,
	externalMediaListSchema,
	mediaSchema,
	type ExternalMediaCopyEntry,
} from '@blockyard/api-client';
import * as z from 'zod';

import { servicePhotos } from '../../external-media/catalog';
import {
	bodyOf,
	freshProvider,
	requestJson,
	restErrorSchema,
	type TestProvider,
} from '../../testing/fresh-provider';
import { approvePage } from '../../testing/page-forms';

const LIST = '/wp-json/wpcom/v2/external-media/list';
const CONNECTION = '/wp-json/wpcom/v2/external-media/connection/google_photos';

async function list(provider: TestProvider, service: string, query = '') {
	const response = await requestJson(provider, `${LIST}/${service}${query}`);
	expect(response.status, await response.clone().text()).toBe(200);
	return bodyOf(response, externalMediaListSchema);
}

async function connectGooglePhotos(provider: TestProvider): Promise<string> {
	const { connect_URL } = await bodyOf(
		await requestJson(provider, CONNECTION),
		externalMediaConnectionSchema
	);
	const address = new URL(connect_URL ?? '');
	const page = await approvePage(provider, `${address.pathname}${address.search}`);
	expect(page.status).toBe(200);
	return page.text();
}

async function copy(
	provider: TestProvider,
	service: string,
	json: unknown
): Promise<ExternalMediaCopyEntry[]> {
	const response = await requestJson(provider, `/wp-json/wpcom/v2/external-media/copy/${service}`, {
		method: 'POST',
		json,
	});
	expect(response.status, await response.clone().text()).toBe(200);
	return (await response.json()) as ExternalMediaCopyEntry[];
}

/** The size of an image the provider serves, read from its bytes. */
async function servedSize(provider: TestProvider, url: string) {
	const address = new URL(url);
	const response = await requestJson(provider, `${address.pathname}${address.search}`);
	expect(response.status, url).toBe(200);
	const { width, height, format } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
	return { width, height, format, type: response.headers.get('Content-Type') };
}

describe('wpcom/v2/external-media lists', () => {
	it('pages through a stock service 20 at a time by default, to an end', async () => {
		const provider = freshProvider();
		const first = await list(provider, 'pexels', '?path=recent');
		expect(first.media).toHaveLength(20);
		expect(first.meta?.next_page).toBe('20');
		const second = await list(provider, 'pexels', '?page_handle=20');
		const third = await list(provider, 'pexels', '?page_handle=40');
		expect(third.media).toHaveLength(5);
		expect(third.meta?.next_page).toBe(false);
		const ids = [...first.media, ...second.media, ...third.media].map((item) => item.ID);
		expect(new Set(ids).size).toBe(45);
		expect((await list(provider, 'openverse', '?number=7')).media).toHaveLength(7);
	});

	it('answers items in the services’ shape, with real pictures of the sizes they say', async () => {
		const provider = freshProvider();
		const [item] = (await list(provider, 'openverse', '?number=1')).media;
		expect(item).toMatchObject({
			ID: 'openverse-01',
			type: 'image',
			name: 'openverse-01.jpg',
			title: 'Misty mountain ridge',
			width: 2400,
			height: 1600,
		});
		expect(item?.guid).toBe(item?.URL);
		expect(await servedSize(provider, item?.URL ?? '')).toMatchObject({
			width: 2400,
			height: 1600,
			format: 'jpeg',
			type: 'image/jpeg',
		});
		expect(await servedSize(provider, item?.thumbnails?.medium ?? '')).toMatchObject({
			width: 600,
			height: 400,
		});
		expect(await servedSize(provider, item?.thumbnails?.thumbnail ?? '')).toMatchObject({
			width: 200,
			height: 200,
		});
		expect(item?.thumbnails?.fmt_hd).toBe(`${item?.URL}?w=1620&strip=info`);
		expect(await servedSize(provider, item?.thumbnails?.fmt_hd ?? '')).toMatchObject({
			width: 1620,
			height: 1080,
		});
	});

	it('has portraits, landscapes and panoramas, each picture its own', async () => {
		const photos = servicePhotos('pexels');
		const ratios = photos.map((photo) => photo.width / photo.height);
		expect(ratios.filter((ratio) => ratio < 1).length).toBeGreaterThanOrEqual(10);
		expect(ratios.filter((ratio) => ratio >= 1 && ratio < 2).length).toBeGreaterThanOrEqual(10);
		expect(ratios.filter((ratio) => ratio >= 2).length).toBeGreaterThanOrEqual(5);
		const provider = freshProvider();
		const bytes = await Promise.all(
			photos.slice(0, 4).map(async (photo) => {
				const response = await requestJson(provider, `/external-media-files/pexels/${photo.id}.jpg`);
				return Buffer.from(await response.arrayBuffer()).toString('base64');
			})
		);
		expect(new Set(bytes).size).toBe(4);
		expect((await requestJson(provider, '/external-media-files/pexels/pexels-46.jpg')).status).toBe(404);
	});

	it('searches the words of the titles; nothing found is an empty list', async () => {
		const provider = freshProvider();
		for (const term of ['mountain', 'ocean', 'river', 'clouds', 'pattern', 'abstract', 'sky']) {
			const found = await list(provider, 'pexels', `?search=${term}`);
			expect(found.media.length, term).toBeGreaterThan(0);
			expect(found.media.every((item) => (item.title ?? '').toLowerCase().includes(term))).toBe(true);
		}
		const two = await list(provider, 'openverse', '?search=misty%20ocean');
		expect(two.media.map((item) => item.title)).toEqual(['Misty ocean waves']);
		const none = await list(provider, 'openverse', '?search=zebra');
		expect(none).toEqual({ media: [], meta: { next_page: false } });
	});

	it('refuses an unknown service, a bad path and a bad page handle', async () => {
		const provider = freshProvider();
		expect((await requestJson(provider, `${LIST}/flickr`)).status).toBe(400);
		expect((await requestJson(provider, `${LIST}/pexels?path=album-travel`)).status).toBe(400);
		expect((await requestJson(provider, `${LIST}/pexels?page_handle=x`)).status).toBe(400);
	});
});

describe('wpcom/v2/external-media Google Photos', () => {
	it('asks for authorization until the connect page connects it, and again after a disconnect', async () => {
		const provider = freshProvider();
		for (const path of [`${LIST}/google_photos`, '/wp-json/wpcom/v2/external-media/copy/google_photos']) {
			const refused = await requestJson(provider, path, {
				method: path.includes('copy') ? 'POST' : 'GET',
				json: path.includes('copy') ? { external_ids: ['google_photos-01'] } : undefined,
			});
			expect(refused.status).toBe(403);
			const body = await bodyOf(refused, restErrorSchema);
			expect(body.code).toBe('authorization_required');
			expect(body.data['connect_URL']).toMatch(/connection\/google_photos\/connect\?origin=/);
		}

		const page = await connectGooglePhotos(provider);
		expect(page).toContain('{"service":"google_photos","connected":true}, "http://127.0.0.1:8787")');
		expect(page).not.toContain("'*'");
		expect(await bodyOf(await requestJson(provider, CONNECTION), externalMediaConnectionSchema)).toEqual(
			{}
		);
		const photos = await list(provider, 'google_photos');
		expect(photos.media).toHaveLength(20);
		expect(photos.meta?.account).toMatchObject({ name: 'Local Photos' });
		expect(photos.meta?.account?.image).toMatch(/\?w=96&h=96&resize=96%2C96&strip=info$/);

		const gone = await requestJson(provider, CONNECTION, { method: 'DELETE' });
		expect(gone.status).toBe(200);
		expect((await requestJson(provider, `${LIST}/google_photos`)).status).toBe(403);
	});

	it('posts the connection only to the origin of the page that asked for the connect URL', async () => {
		const provider = freshProvider({ siteOrigins: ['http://127.0.0.1:9400'] });
		const { connect_URL } = await bodyOf(
			await requestJson(provider, CONNECTION, { headers: { Origin: 'http://127.0.0.1:9400' } }),
			externalMediaConnectionSchema
		);
		expect(new URL(connect_URL ?? '').searchParams.get('origin')).toBe('http://127.0.0.1:9400');
		const address = new URL(connect_URL ?? '');
		const page = await (await approvePage(provider, `${address.pathname}${address.search}`)).text();
		expect(page).toContain('"connected":true}, "http://127.0.0.1:9400")');
		const forged = await requestJson(provider, `${address.pathname}?origin=https%3A%2F%2Fevil.test`);
		expect(forged.status).toBe(400);
	});

	it('lists albums as folders under "/", and an album by its id', async () => {
		const provider = freshProvider();
		await connectGooglePhotos(provider);
		const albums = await list(provider, 'google_photos', '?path=%2F');
		expect(albums.media.map((item) => [item.ID, item.type, item.title, item.children])).toEqual([
			['album-travel', 'folder', 'Travel', 12],
			['album-family', 'folder', 'Family', 11],
			['album-nature', 'folder', 'Nature walks', 11],
			['album-home', 'folder', 'Home', 11],
		]);
		const travel = await list(provider, 'google_photos', '?path=album-travel');
		expect(travel.media).toHaveLength(12);
		expect(travel.media[0]?.URL).toBe(albums.media[0]?.URL);
		expect((await requestJson(provider, `${LIST}/google_photos?path=album-nope`)).status).toBe(400);
	});

	it('filters by media type, category, favorites and dates, every part at once', async () => {
		const provider = freshProvider();
		await connectGooglePhotos(provider);
		const all = servicePhotos('google_photos');
		const titles = async (query: string) =>
			(await list(provider, 'google_photos', `?number=100&${query}`)).media.map((item) => item.ID);
		const ids = (keep: (photo: (typeof all)[number]) => boolean) =>
			all.filter(keep).map((photo) => photo.id);

		const videos = await titles('filter[]=mediaType:video');
		expect(videos).toEqual(ids((photo) => photo.mediaType === 'video'));
		expect(videos.length).toBeGreaterThan(3);
		expect((await list(provider, 'google_photos', `?filter=mediaType:video`)).media[0]?.type).toBe(
			'video'
		);
		expect(await titles('filter[]=mediaType:photo')).toEqual(ids((photo) => photo.mediaType === 'image'));
		expect(await titles('filter[]=categoryInclude:landscapes')).toEqual(
			ids((photo) => photo.category === 'landscapes')
		);
		expect(await titles('filter[]=feature:favorite')).toEqual(ids((photo) => photo.favorite));

		const third = all[2]?.date ?? '';
		const tenth = all[9]?.date ?? '';
		expect(await titles(`filter[]=dateRange:${tenth}:${third}`)).toEqual(
			ids((photo) => photo.index >= 2 && photo.index <= 9)
		);
		expect(await titles(`filter[]=dateRange:0000-00-00:${tenth}`)).toEqual(
			ids((photo) => photo.index >= 9)
		);
		expect(await titles(`filter[]=dateRange=${third}:0000-00-00`)).toEqual(
			ids((photo) => photo.index <= 2)
		);
		expect(
			await titles(
				`filter[0]=feature:favorite&filter[1]=mediaType:photo&filter[2]=dateRange:0000-00-00:${third}`
			)
		).toEqual(ids((photo) => photo.favorite && photo.mediaType === 'image' && photo.index >= 2));
		expect(await titles('filter[]=categoryInclude:weddings&filter[]=mediaType:video')).toEqual(
			ids((photo) => photo.category === 'weddings' && photo.mediaType === 'video')
		);

		for (const bad of [
			'mediaType:audio',
			'categoryInclude:robots',
			'dateRange:2024-01-01',
			'colour:red',
		]) {
			const response = await requestJson(provider, `${LIST}/google_photos?filter[]=${bad}`);
			expect(response.status, bad).toBe(400);
		}
	});
});

describe('wpcom/v2/external-media/copy', () => {
	it('copies items into the media library, which lists them, and reports the ones it cannot', async () => {
		const provider = freshProvider();
		const [first, second] = (await list(provider, 'pexels', '?number=2')).media;
		const copied = await copy(provider, 'pexels', {
			external_ids: [first?.ID, second?.ID, 'pexels-99'],
			media: [
				{ guid: first?.guid, caption: 'My caption', title: 'My title' },
				{ guid: second?.guid },
				{ guid: 'http://127.0.0.1:8787/external-media-files/pexels/pexels-99.jpg' },
			],
			service: 'pexels',
			post_id: 0,
		});
		expect(copied[0]).toEqual({
			ID: 1,
			URL: expect.stringMatching(
				/^http:\/\/127\.0\.0\.1:8787\/wp-content\/uploads\/[0-9a-f-]{36}\.jpg$/
			) as string,
			caption: 'My caption',
			alt: 'Quiet mountain ridge',
			type: 'image',
		});
		expect(copied[1]).toMatchObject({ ID: 2, caption: '' });
		expect(copied[2]).toEqual({
			errors: [
				{ code: 'rest_upload_sideload_error', message: expect.stringMatching(/no item/) as string },
			],
		});

		const library = await requestJson(provider, '/wp-json/wp/v2/media?media_type=image');
		expect(library.headers.get('X-WP-Total')).toBe('2');
		const items = await bodyOf(library, z.array(mediaSchema));
		expect(items.map((item) => [item.id, item.title.raw, item.mime_type])).toEqual([
			[2, 'Quiet ocean waves', 'image/jpeg'],
			[1, 'My title', 'image/jpeg'],
		]);
		expect(items[1]?.media_details).toMatchObject({ width: 2400, height: 1600 });
		expect(items[1]?.caption?.raw).toBe('My caption');
		const url = (copied[0] && 'URL' in copied[0] ? copied[0].URL : '') as string;
		expect(await servedSize(provider, url)).toMatchObject({
			width: 2400,
			height: 1600,
			type: 'image/jpeg',
		});
	});

	it('takes a guid from another origin, refuses one of another service, and does not copy videos', async () => {
		const provider = freshProvider();
		await connectGooglePhotos(provider);
		const [video] = (await list(provider, 'google_photos', '?filter=mediaType:video')).media;
		const copied = await copy(provider, 'google_photos', {
			external_ids: ['google_photos-01', 'x', video?.ID],
			media: [
				{ guid: 'http://localhost:5173/external-media-files/google_photos/google_photos-01.jpg' },
				{ guid: 'http://localhost:5173/external-media-files/pexels/pexels-01.jpg' },
				{ guid: video?.guid },
			],
			service: 'google_photos',
			post_id: 3,
		});
		expect(copied[0]).toMatchObject({ ID: 1, alt: 'Our mountain ridge' });
		expect(copied[1]).toMatchObject({ errors: [{ code: 'rest_upload_sideload_error' }] });
		expect(copied[2]).toMatchObject({ errors: [{ message: expect.stringMatching(/video/) as string }] });
	});

	it('refuses a body without ids', async () => {
		const provider = freshProvider();
		const response = await requestJson(provider, '/wp-json/wpcom/v2/external-media/copy/pexels', {
			method: 'POST',
			json: { external_ids: [] },
		});
		expect(response.status).toBe(400);
	});
});

describe('PUT blockyard-testing/v1/external-media', () => {
	it('makes a service answer 500 internal_server_error until switched back', async () => {
		const provider = freshProvider({ faults: true });
		const set = (failing: string[]) =>
			requestJson(provider, '/wp-json/blockyard-testing/v1/external-media', {
				method: 'PUT',
				json: { failing },
			});
		expect(await (await set(['pexels', 'google_photos'])).json()).toEqual({
			failing: ['pexels', 'google_photos'],
		});
		for (const path of [`${LIST}/pexels`, CONNECTION]) {
			const failed = await requestJson(provider, path);
			expect(failed.status, path).toBe(500);
			expect((await bodyOf(failed, restErrorSchema)).code).toBe('internal_server_error');
		}
		expect((await requestJson(provider, `${LIST}/openverse`)).status).toBe(200);
		await set([]);
		expect((await requestJson(provider, `${LIST}/pexels`)).status).toBe(200);
		expect((await set(['flickr'])).status).toBe(400);
	});

	it('does not exist without faults', async () => {
		const provider = freshProvider();
		const response = await requestJson(provider, '/wp-json/blockyard-testing/v1/external-media', {
			method: 'PUT',
			json: { failing: ['pexels'] },
		});
		expect(response.status).toBe(404);
	});
});
