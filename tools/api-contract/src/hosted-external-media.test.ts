import { describe, expect, it } from 'vitest';

import { bindCalls, hostedExternalMedia, isApiError, media } from '@blockyard/api-client';

import { startProviderForTests } from './provider';
import { approveProviderPage } from './provider-pages';

const provider = startProviderForTests();

describe('hostedExternalMedia', () => {
	it('list pages through a stock source and searches it', async () => {
		const externalMedia = bindCalls(hostedExternalMedia, provider.api);
		const first = await externalMedia.list('pexels', { number: 2 });
		expect(first.media).toHaveLength(2);
		const next = first.meta?.next_page;
		expect(typeof next).toBe('string');
		const second = await externalMedia.list('pexels', { number: 2, pageHandle: String(next) });
		expect(second.media.map((item) => item.ID)).not.toContain(first.media[0]?.ID);
		const found = await externalMedia.list('openverse', { search: 'harbour' });
		expect(found.media.map((item) => item.title)).toEqual(['Blue harbour']);
	});

	it('copy adds the items to the media library, and reports an unknown item by its errors', async () => {
		const externalMedia = bindCalls(hostedExternalMedia, provider.api);
		const [item] = (await externalMedia.list('pexels', { search: 'meadow' })).media;
		const copied = await externalMedia.copy(
			'pexels',
			[
				{ id: item?.ID ?? '', guid: item?.guid ?? '', caption: 'Green', title: 'Meadow copy' },
				{ id: 'pexels-missing', guid: 'x' },
			],
			0
		);
		const [added, failed] = copied;
		expect(added).toMatchObject({ caption: 'Green', type: 'image' });
		expect(failed && 'errors' in failed ? failed.errors[0]?.message : '').toMatch(/No pexels item/);
		const id = added && 'id' in added ? added.id : 0;
		await expect(media.get(provider.api, id)).resolves.toMatchObject({ title: { raw: 'Meadow copy' } });
	});

	it('connection, the connect page and disconnect govern Google Photos', async () => {
		const externalMedia = bindCalls(hostedExternalMedia, provider.api);
		const refused: unknown = await externalMedia.list('google_photos').catch((e: unknown) => e);
		expect(isApiError(refused) && refused.code).toBe('authorization_required');

		const { connect_URL } = await externalMedia.connection();
		expect((await approveProviderPage(connect_URL ?? '')).status).toBe(200);
		expect((await externalMedia.connection()).connect_URL).toBeUndefined();
		const photos = await externalMedia.list('google_photos', {
			path: 'recent',
			filter: 'dateRange=0000-00-00:2024-12-31',
		});
		expect(photos.media.map((item) => item.title)).toEqual(['Green meadow', 'Blue harbour']);
		expect(photos.meta?.account).toMatchObject({ name: 'Local Photos' });

		await externalMedia.disconnect();
		expect((await externalMedia.connection()).connect_URL).toMatch(/google_photos\/connect$/);
	});
});
