import { describe, expect, it, vi } from 'vitest';

import { createApi, siteSettings } from '@blockyard/api-client';

import { createPlaygroundHost, playgroundApi } from './playground-host';
import { loadProviderNonce, userFromSearch } from './provider-nonce';
import { createPlaygroundStore } from './playground-store';

const ORIGIN = 'http://127.0.0.1:5173';

function setUp() {
	const store = createPlaygroundStore({ post: { id: 5, title: 'Draft' } });
	const host = createPlaygroundHost({ store, api: playgroundApi(ORIGIN) });
	return { store, host };
}

describe('createPlaygroundHost', () => {
	it('reaches the site, the provider, the platform, and the restaurant search on the page’s origin (the server proxies them)', () => {
		const { roots } = playgroundApi(ORIGIN);
		expect(roots).toMatchObject({
			site: `${ORIGIN}/wp-json/`,
			plugin: `${ORIGIN}/wp-json/jetpack/v4/`,
			hosted: `${ORIGIN}/wp-json/wpcom/v2/`,
			publicApi: `${ORIGIN}/rest/v1.1/`,
			aiQuery: `${ORIGIN}/wpcom/v2/jetpack-ai-query`,
			restaurantSearch: `${ORIGIN}/restaurant-search-provider/`,
		});
	});

	it("reads the provider's nonce and sends it on the site's calls", async () => {
		const seen: Request[] = [];
		const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
			seen.push(new Request(input, init));
			return new Response(JSON.stringify({ nonce: 'n0nce' }), { status: 200 });
		};
		const nonce = await loadProviderNonce(ORIGIN, fetchImpl);
		expect(nonce).toBe('n0nce');
		expect(seen[0]?.url).toBe(`${ORIGIN}/blockyard/nonce`);
		vi.stubGlobal('fetch', fetchImpl);
		try {
			await siteSettings.get(playgroundApi(ORIGIN, nonce)).catch(() => undefined);
		} finally {
			vi.unstubAllGlobals();
		}
		expect(seen[1]?.url).toBe(`${ORIGIN}/wp-json/wp/v2/settings`);
		expect(seen[1]?.headers.get('X-WP-Nonce')).toBe('n0nce');
		// The preview's api is a visitor's: no editor's marker.
		expect(seen[1]?.headers.get('X-WP-API-FETCH-FROM-EDITOR')).toBeNull();
	});

	it('marks the editor’s requests, and only those', async () => {
		const seen: Request[] = [];
		vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
			seen.push(new Request(input, init));
			return new Response('{}', { status: 200 });
		});
		try {
			await siteSettings.get(playgroundApi(ORIGIN, 'n', { fromEditor: true })).catch(() => undefined);
			await siteSettings.get(playgroundApi(ORIGIN, 'n')).catch(() => undefined);
		} finally {
			vi.unstubAllGlobals();
		}
		expect(seen.map((request) => request.headers.get('X-WP-API-FETCH-FROM-EDITOR'))).toEqual([
			'true',
			null,
		]);
	});

	it('asks for the nonce of the user `?user=` names, and of the first user without it', async () => {
		const seen: string[] = [];
		const fetchImpl = async (input: RequestInfo | URL) => {
			seen.push(String(input));
			return new Response(JSON.stringify({ nonce: 'n0nce' }), { status: 200 });
		};
		await loadProviderNonce(ORIGIN, fetchImpl, userFromSearch('?post=1&user=ada'));
		await loadProviderNonce(ORIGIN, fetchImpl, userFromSearch('?post=1&user='));
		await loadProviderNonce(ORIGIN, fetchImpl, 'a b');
		expect(seen).toEqual([
			`${ORIGIN}/blockyard/nonce?user=ada`,
			`${ORIGIN}/blockyard/nonce`,
			`${ORIGIN}/blockyard/nonce?user=a%20b`,
		]);
	});

	it('opens without a nonce when the provider does not hand one out', async () => {
		const refused = async () => new Response('{}', { status: 403 });
		await expect(loadProviderNonce(ORIGIN, refused)).resolves.toBeUndefined();
		const down = async () => {
			throw new TypeError('Failed to fetch');
		};
		await expect(loadProviderNonce(ORIGIN, down)).resolves.toBeUndefined();
	});

	it('sends usage events to the local provider on the page’s origin', async () => {
		const requests: Request[] = [];
		const store = createPlaygroundStore();
		const api = createApi({
			root: `${ORIGIN}/wp-json/`,
			platformRoot: `${ORIGIN}/`,
			fetch: async (input, init) => {
				requests.push(new Request(input, init));
				return new Response(JSON.stringify({ recorded: true }), { status: 201 });
			},
		});
		const host = createPlaygroundHost({ store, api });
		const event = { name: 'jetpack_ai_image_use', props: {}, user: { ID: 1, login: 'ann' } };

		host.track?.(event);

		await vi.waitFor(() => expect(requests).toHaveLength(1));
		expect(requests[0]?.url).toBe(`${ORIGIN}/wp-json/wpcom/v2/tracks`);
		expect(await requests[0]?.json()).toEqual(event);
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
		expect(post).toEqual({
			id: 5,
			title: 'Draft',
			canPublish: true,
			isSaving: false,
			link: `${window.location.origin}/preview.html?post=5`,
		});
		expect(host.getPost()).toBe(post);
		host.setPostTitle('Final');
		expect(store.getState().post).toEqual({ id: 5, title: 'Final' });
		expect(host.getPost()).toMatchObject({ id: 5, title: 'Final' });
		expect(host.getPost()).toBe(host.getPost());
	});

	it("gives the post's excerpt and terms, and edits them in the store, telling subscribers", () => {
		const { host, store } = setUp();
		store.setPost({ id: 5, title: 'Draft', excerpt: '', tags: [], categories: [1] });
		expect(host.getPost()).toMatchObject({ excerpt: '', tags: [], categories: [1] });

		const listener = vi.fn();
		const unsubscribe = host.subscribe(listener);
		host.editPost?.({ excerpt: 'Short', tags: [8, 9] });
		expect(store.getState().post).toMatchObject({ excerpt: 'Short', tags: [8, 9], categories: [1] });
		expect(host.getPost()).toMatchObject({ excerpt: 'Short', tags: [8, 9], categories: [1] });
		expect(listener).toHaveBeenCalledTimes(1);
		// Nothing new: no change, no call.
		host.editPost?.({ tags: [8, 9] });
		expect(listener).toHaveBeenCalledTimes(1);
		unsubscribe();
	});

	it('says when the editor saves the post, and tells its subscribers', () => {
		const { host, store } = setUp();
		const listener = vi.fn();
		const unsubscribe = host.subscribe(listener);
		store.setSaving(true);
		expect(host.getPost().isSaving).toBe(true);
		store.setSaving(false);
		expect(host.getPost().isSaving).toBe(false);
		expect(listener).toHaveBeenCalledTimes(2);
		unsubscribe();
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
});
