import { describe, expect, it } from 'vitest';

import { createApi } from '../api';
import { isNotFoundError } from '../errors/not-found-error';
import { media } from './media';
import { videoRating } from './media-videopress';

const item = (videopress: unknown) => ({
	id: 42,
	source_url: 'https://site.test/clip.mp4',
	mime_type: 'video/mp4',
	alt_text: '',
	title: { raw: 'Clip' },
	jetpack_videopress: videopress,
});

const answering = (body: unknown, status = 200) =>
	createApi({
		root: 'https://site.test/wp-json/',
		fetch: async () => new Response(JSON.stringify(body), { status }),
	});

describe('media.get of a hosted video', () => {
	it('reads guid, rating, download and privacy from jetpack_videopress', async () => {
		const read = await media.get(
			answering(item({ guid: 'abcd1234', rating: 'PG-13', allow_download: 1, privacy_setting: 1 })),
			42
		);
		expect(read.jetpack_videopress).toEqual({
			guid: 'abcd1234',
			rating: 'PG-13',
			allow_download: 1,
			privacy_setting: 1,
		});
	});

	it('reads the title and the description when the site gives them', async () => {
		const read = await media.get(
			answering(item({ guid: 'abcd1234', rating: 'G', title: 'Trip', description: '0:00 Start' })),
			42
		);
		expect(read.jetpack_videopress).toMatchObject({ title: 'Trip', description: '0:00 Start' });
	});

	it('reads the legacy X-18 as R-17, a boolean download as 0 or 1, and fills what is missing', async () => {
		const legacy = await media.get(
			answering(item({ guid: 'g', rating: 'X-18', allow_download: true })),
			42
		);
		expect(legacy.jetpack_videopress).toEqual({
			guid: 'g',
			rating: 'R-17',
			allow_download: 1,
			privacy_setting: 2,
		});
		const bare = await media.get(
			answering(item({ guid: 'g', rating: 'NC-17', allow_download: false })),
			42
		);
		expect(bare.jetpack_videopress).toMatchObject({
			rating: null,
			allow_download: 0,
			privacy_setting: 2,
		});
	});

	it('is a not-found error for an id the site does not have (the block falls back to a plain video)', async () => {
		const error: unknown = await media
			.get(answering({ code: 'rest_post_invalid_id', message: 'Invalid post ID.' }, 404), 7)
			.catch((e: unknown) => e);
		expect(isNotFoundError(error)).toBe(true);
	});

	it('refuses a privacy setting outside 0, 1 and 2', async () => {
		await expect(media.get(answering(item({ guid: 'g', privacy_setting: 5 })), 42)).rejects.toMatchObject(
			{
				name: 'ValidationError',
			}
		);
	});
});

describe('videoRating', () => {
	it('keeps the three ratings and maps X-18 to R-17', () => {
		expect(['G', 'PG-13', 'R-17', 'X-18', '', null, undefined].map(videoRating)).toEqual([
			'G',
			'PG-13',
			'R-17',
			'R-17',
			null,
			null,
			null,
		]);
	});
});
