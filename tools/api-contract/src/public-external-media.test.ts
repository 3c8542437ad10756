import { describe, expect, it } from 'vitest';

import { externalMediaFailure, hostedExternalMedia, media, publicExternalMedia } from '@blockyard/api-client';

import { startProviderForTests } from './provider';

const provider = startProviderForTests();

describe('publicExternalMedia', () => {
	it('upload copies a stock item into the media library through the public API', async () => {
		const [item] = (await hostedExternalMedia.list(provider.api, 'pexels', { number: 1 })).media;
		const copied = await publicExternalMedia.upload(
			provider.api,
			'pexels',
			[{ id: item?.ID ?? '', guid: item?.guid ?? '', caption: 'From the platform' }],
			0
		);
		const [entry] = copied;
		if (!entry || 'errors' in entry) throw new Error(`not copied: ${JSON.stringify(copied)}`);
		expect(entry.caption).toBe('From the platform');
		const stored = await media.get(provider.api, entry.ID);
		expect(stored.mime_type).toBe('image/jpeg');
	});

	it('upload refuses Google Photos while it is not connected, as the site’s copy does', async () => {
		const error: unknown = await publicExternalMedia
			.upload(provider.api, 'google_photos', [{ id: 'google_photos-01', guid: 'google_photos-01' }])
			.catch((e: unknown) => e);
		expect(externalMediaFailure(error).kind).toBe('authorization_required');
	});
});
