import { describe, expect, it } from 'vitest';

import { createApi } from '../../api';
import { NetworkError } from '../../errors/network-error';
import { isValidationError } from '../../errors/validation-error';
import { externalMediaFailure, googlePhotosFilter, hostedExternalMedia } from './external-media';

const seen: Request[] = [];
const serving = (status: number, answer: unknown) =>
	createApi({
		root: 'https://site.test/wp-json/',
		providerRoot: 'https://provider.test/wp-json/',
		fetch: async (input, init) => {
			seen.push(new Request(input, init));
			return new Response(JSON.stringify(answer), { status });
		},
	});

const photo = { ID: 'p-1', guid: 'https://x.test/p-1.jpg', URL: 'https://x.test/p-1.jpg', type: 'image' };

describe('hostedExternalMedia.list', () => {
	it('asks for 20 recent items by default, and sends the filter parts as a list', async () => {
		const api = serving(200, { media: [photo], meta: { next_page: '20' } });
		await hostedExternalMedia.list(api, 'pexels');
		expect(new URL(seen.at(-1)?.url ?? '').search).toBe('?number=20&path=recent');

		const filter = googlePhotosFilter({ mediaType: 'photo', category: 'pets', favorite: true });
		await hostedExternalMedia.list(api, 'google_photos', {
			path: 'album-1',
			filter,
			pageHandle: 40,
			number: 25,
		});
		const params = new URL(seen.at(-1)?.url ?? '').searchParams;
		expect(params.getAll('filter[]')).toEqual([
			'mediaType:photo',
			'categoryInclude:pets',
			'feature:favorite',
		]);
		expect([params.get('path'), params.get('page_handle'), params.get('number')]).toEqual([
			'album-1',
			'40',
			'25',
		]);
	});

	it('rejects an answer without its media list', async () => {
		const error: unknown = await hostedExternalMedia
			.list(serving(200, { items: [] }), 'openverse')
			.catch((e: unknown) => e);
		expect(isValidationError(error)).toBe(true);
	});
});

describe('googlePhotosFilter', () => {
	it('writes date ranges with open ends, and leaves a category out with videos', () => {
		expect(googlePhotosFilter({})).toEqual([]);
		expect(googlePhotosFilter({ startDate: '2024-01-01' })).toEqual(['dateRange:2024-01-01:0000-00-00']);
		expect(googlePhotosFilter({ endDate: '2024-01-31' })).toEqual(['dateRange:0000-00-00:2024-01-31']);
		expect(googlePhotosFilter({ mediaType: 'video', category: 'pets' })).toEqual(['mediaType:video']);
	});
});

describe('hostedExternalMedia.copy', () => {
	it('posts ids, guids, captions and the post, and answers entry by entry', async () => {
		const answer = [
			{ ID: 7, URL: 'https://site.test/a.jpg', caption: 'c', alt: 'a' },
			{ errors: [{ code: 'rest_upload_sideload_error', message: 'No such item.' }] },
		];
		const copied = await hostedExternalMedia.copy(
			serving(200, answer),
			'pexels',
			[
				{ id: 'p-1', guid: 'g1', caption: 'c', title: 't' },
				{ id: 'p-2', guid: 'g2' },
			],
			12
		);
		expect(copied).toEqual(answer);
		expect(await seen.at(-1)?.json()).toEqual({
			external_ids: ['p-1', 'p-2'],
			media: [{ guid: 'g1', caption: 'c', title: 't' }, { guid: 'g2' }],
			service: 'pexels',
			post_id: 12,
		});
	});

	it('takes the copied items wrapped in `media` too', async () => {
		const media = [{ ID: 8, URL: 'https://site.test/b.jpg' }];
		await expect(
			hostedExternalMedia.copy(serving(200, { media }), 'openverse', [{ id: 'o', guid: 'g' }])
		).resolves.toEqual(media);
	});
});

describe('externalMediaFailure', () => {
	const failure = (status: number, body: unknown) =>
		hostedExternalMedia.list(serving(status, body), 'google_photos').then(
			() => undefined,
			(error: unknown) => externalMediaFailure(error)
		);

	it('tells the connect screen, a failed service and anything else apart', async () => {
		expect(
			await failure(403, {
				code: 'authorization_required',
				message: 'Connect first.',
				data: { status: 403 },
			})
		).toEqual({
			kind: 'authorization_required',
			code: 'authorization_required',
			message: 'Connect first.',
		});
		expect(await failure(500, { code: 'internal_server_error', message: 'Down.' })).toEqual({
			kind: 'internal_server_error',
			code: 'internal_server_error',
			message: 'Down.',
		});
		expect(await failure(502, '<html>')).toMatchObject({
			kind: 'internal_server_error',
			code: 'unknown',
		});
		expect(await failure(400, { code: 'rest_invalid_param', message: 'Bad filter.' })).toEqual({
			kind: 'other',
			code: 'rest_invalid_param',
			message: 'Bad filter.',
		});
	});

	it("reads the media API's wrapped errors by their first entry", async () => {
		expect(
			await failure(401, {
				errors: [
					{ code: 'authorization_required', message: 'Log in.' },
					{ code: 'x', message: 'y' },
				],
			})
		).toEqual({ kind: 'authorization_required', code: 'authorization_required', message: 'Log in.' });
	});

	it('reads errors that are not the server’s', () => {
		expect(externalMediaFailure(new NetworkError('https://x.test', new Error('offline')))).toMatchObject({
			kind: 'other',
			code: 'NetworkError',
		});
		expect(externalMediaFailure('odd')).toEqual({ kind: 'other', code: 'unknown', message: 'odd' });
	});
});
