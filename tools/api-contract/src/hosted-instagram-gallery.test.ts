import { bindCalls, hostedInstagramGallery, isNotFoundError } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { startProviderForTests } from './provider';
import { approveProviderPage } from './provider-pages';

const provider = startProviderForTests();

describe('hostedInstagramGallery', () => {
	it('connectUrl opens a page that posts the keyring id; connections and gallery follow', async () => {
		const instagram = bindCalls(hostedInstagramGallery, provider.api);
		expect(await instagram.connections()).toEqual([]);
		const url = await instagram.connectUrl();
		const page = await (await approveProviderPage(url)).text();
		// To the origin the URL was made for, never to any window.
		const origin = new URL(url).searchParams.get('origin') ?? '';
		expect(page).toContain(`postMessage({"keyring_id":1}, ${JSON.stringify(origin)})`);
		expect(page).not.toContain('"*"');

		const [account] = await instagram.connections();
		expect(account?.username).toBe('blockyard_local_1');
		// The keyring id the page posted, by which an account signed in to again is found.
		expect(account?.keyring_id).toBe(1);
		const gallery = await instagram.gallery(account?.token ?? '', 3);
		expect(gallery.external_name).toBe('blockyard_local_1');
		expect(gallery.images).toHaveLength(3);
		const image = await fetch(gallery.images[0]?.url ?? '');
		expect(image.headers.get('content-type')).toBe('image/png');
	});

	it('a second account has fewer photos than a gallery asks for, a third none', async () => {
		const instagram = bindCalls(hostedInstagramGallery, provider.api);
		await approveProviderPage(await instagram.connectUrl());
		await approveProviderPage(await instagram.connectUrl());
		const [, second, third] = await instagram.connections();
		expect((await instagram.gallery(second?.token ?? '', 30)).images.length).toBeLessThan(30);
		expect((await instagram.gallery(third?.token ?? '', 9)).images).toEqual([]);
	});

	it('disconnect forgets an account and answers the accounts left', async () => {
		const instagram = bindCalls(hostedInstagramGallery, provider.api);
		const before = await instagram.connections();
		const [first] = before;
		const left = await instagram.disconnect(first?.token ?? '');
		expect(left).toEqual(before.slice(1));
		expect(await instagram.connections()).toEqual(left);
		expect(isNotFoundError(await instagram.disconnect(first?.token ?? '').catch((e: unknown) => e))).toBe(
			true
		);
		await expect(instagram.gallery(first?.token ?? '', 3)).rejects.toMatchObject({ status: 403 });
	});

	it('gallery refuses a token that is not a connection', async () => {
		await expect(hostedInstagramGallery.gallery(provider.api, 'nope', 3)).rejects.toMatchObject({
			status: 403,
		});
	});
});
