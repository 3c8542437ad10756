import { describe, expect, it } from 'vitest';

import { externalMediaListSchema, type ExternalMediaCopyEntry } from '@blockyard/api-client';

import { bodyOf, freshProvider, requestJson, type TestProvider } from '../../testing/fresh-provider';

const UPLOAD = '/rest/v1.1/external-media-upload';

const upload = (provider: TestProvider, query: string, json: unknown) =>
	requestJson(provider, `${UPLOAD}${query}`, { method: 'POST', json });

describe('POST /rest/v1.1/external-media-upload', () => {
	it('copies the items of the service the address names into the media library, as the site’s copy does', async () => {
		const provider = freshProvider();
		const listed = await requestJson(
			provider,
			'/wp-json/wpcom/v2/external-media/list/openverse?number=1'
		);
		const [item] = (await bodyOf(listed, externalMediaListSchema)).media;
		const response = await upload(provider, '?service=openverse', {
			external_ids: [item?.ID, 'openverse-99'],
			media: [{ guid: item?.guid, caption: 'A caption', title: 'A title' }, { guid: 'openverse-99' }],
			service: 'openverse',
			post_id: 4,
		});
		expect(response.status, await response.clone().text()).toBe(200);
		const copied = (await response.json()) as ExternalMediaCopyEntry[];
		expect(copied[0]).toMatchObject({ ID: 1, caption: 'A caption', type: 'image' });
		expect(copied[1]).toMatchObject({ errors: [{ code: 'rest_upload_sideload_error' }] });
		const library = await requestJson(provider, '/wp-json/wp/v2/media?media_type=image');
		expect(library.headers.get('X-WP-Total')).toBe('1');
	});

	it('refuses an unknown service, and Google Photos until it is connected', async () => {
		const provider = freshProvider();
		const body = { external_ids: ['google_photos-01'] };
		expect((await upload(provider, '?service=flickr', body)).status).toBe(400);
		expect((await upload(provider, '', body)).status).toBe(400);
		const refused = await upload(provider, '?service=google_photos', body);
		expect(refused.status).toBe(403);
		expect(await refused.json()).toMatchObject({ code: 'authorization_required' });
	});
});
