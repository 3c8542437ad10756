import { describe, expect, it, vi } from 'vitest';

import { createFakeMediaFetch } from '../../test/fake-media-fetch';
import { createPlaygroundHost } from './playground';
import { createPlaygroundStore } from './playground-store';

function setUp() {
	const store = createPlaygroundStore({ post: { id: 5, title: 'Draft' } });
	const media = createFakeMediaFetch();
	const host = createPlaygroundHost({
		store,
		restRoot: 'http://127.0.0.1:5173/wp-json',
		fetch: media.fetch,
	});
	return { store, host, media };
}

describe('createPlaygroundHost', () => {
	it('defaults the REST and provider roots to /wp-json/ on the same origin', () => {
		const host = createPlaygroundHost({ store: createPlaygroundStore() });
		expect(host.rest).toEqual({
			root: '/wp-json/',
			providerRoot: '/wp-json/',
			nonce: undefined,
			aiQueryUrl: '/wp-json/wpcom/v2/jetpack-ai-query',
		});
	});

	it('reads the site from the store, so settings loaded later show up', () => {
		const { host, store } = setUp();
		expect(host.site.locale).toBe('en_US');
		store.setSite({ locale: 'fr_FR', type: 'self-hosted', features: {} });
		expect(host.site.locale).toBe('fr_FR');
	});

	it('reads and edits the post in the store, with a stable snapshot', () => {
		const { host, store } = setUp();
		const post = host.getPost();
		expect(post).toEqual({ id: 5, title: 'Draft' });
		expect(host.getPost()).toBe(post);
		host.setPostTitle('Final');
		expect(store.getState().post).toEqual({ id: 5, title: 'Final' });
		expect(host.getPost()).toBe(store.getState().post);
	});

	it('keeps save locks in the store', () => {
		const { host, store } = setUp();
		host.lockPostSaving('blockyard/upload');
		expect(store.getState().saveLocks.has('blockyard/upload')).toBe(true);
		host.unlockPostSaving('blockyard/upload');
		expect(store.getState().saveLocks.size).toBe(0);
	});

	it('adds notices to the store', () => {
		const { host, store } = setUp();
		host.notify({ status: 'warning', message: 'Careful.' });
		expect(store.getState().notices).toMatchObject([{ status: 'warning', message: 'Careful.' }]);
	});

	it('calls subscribers only when the post changes', () => {
		const { host, store } = setUp();
		const listener = vi.fn();
		const unsubscribe = host.subscribe(listener);
		host.lockPostSaving('x');
		host.notify({ status: 'info', message: 'x' });
		expect(listener).not.toHaveBeenCalled();
		store.setTitle('Changed');
		expect(listener).toHaveBeenCalledTimes(1);
		unsubscribe();
		store.setTitle('Again');
		expect(listener).toHaveBeenCalledTimes(1);
	});

	it('uploads media through wp/v2/media on its REST root', async () => {
		const { host, media } = setUp();
		const uploaded = await host.uploadMedia(new File(['gif'], 'sign.gif', { type: 'image/gif' }));
		expect(uploaded).toEqual({
			id: 7,
			url: 'http://example.test/wp-content/uploads/sign.gif',
			mime: 'image/gif',
			alt: '',
		});
		const [sent] = media.requests;
		expect(sent?.request.method).toBe('POST');
		expect(sent?.request.url).toBe('http://127.0.0.1:5173/wp-json/wp/v2/media');
		expect(sent?.form.get('file')).toBeInstanceOf(File);
	});
});
