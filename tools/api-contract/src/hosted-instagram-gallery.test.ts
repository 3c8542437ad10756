import { bindCalls, hostedInstagramGallery } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { startProviderForTests } from './provider';
import { approveProviderPage } from './provider-pages';

const provider = startProviderForTests();

describe('hostedInstagramGallery', () => {
	it('connectUrl opens a page that posts the keyring id; connections and gallery follow', async () => {
		const instagram = bindCalls(hostedInstagramGallery, provider.api);
		expect(await instagram.connections()).toEqual([]);
		const page = await (await approveProviderPage(await instagram.connectUrl())).text();
		expect(page).toContain('postMessage({"keyring_id":1}');

		const [account] = await instagram.connections();
		expect(account?.username).toBe('blockyard_local_1');
		const gallery = await instagram.gallery(account?.token ?? '', 3);
		expect(gallery.external_name).toBe('blockyard_local_1');
		expect(gallery.images).toHaveLength(3);
		const image = await fetch(gallery.images[0]?.url ?? '');
		expect(image.headers.get('content-type')).toBe('image/png');
	});

	it('gallery refuses a token that is not a connection', async () => {
		await expect(hostedInstagramGallery.gallery(provider.api, 'nope', 3)).rejects.toMatchObject({
			status: 403,
		});
	});
});
