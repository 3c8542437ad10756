// @vitest-environment jsdom
import { renderBlockEdit, testHost } from '@blockyard/block-edit-harness';
import { configure, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { connectionCalls, createConnectionStore, provideConnectionStore } from '@blockyard/connection';
import type { BlockyardHost } from '@blockyard/ui';

import { INSTAGRAM_GALLERY_BLOCK_NAME, registerInstagramGalleryBlock } from '../index';
import type { InstagramGalleryAttributes } from '../types';

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
});

const PROVIDER = 'https://provider.test';
const CONNECT_URL = `${PROVIDER}/connect?origin=http%3A%2F%2Flocalhost`;
const DEFAULTS: InstagramGalleryAttributes = {
	columns: 3,
	count: 9,
	spacing: 10,
	isStackedOnMobile: true,
	images: [],
};

const photo = (n: number) => ({
	url: `${PROVIDER}/instagram-media/${n}.png`,
	link: `${PROVIDER}/p/${n}`,
	title: `Photo ${n}`,
});

const json = (body: unknown, status = 200) =>
	new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The provider's Instagram routes: `accounts` (token → photos), answered through a stubbed fetch. */
function stubInstagram(accounts: Record<string, number>, options: { galleryStatus?: number } = {}) {
	const connected = new Map(Object.entries(accounts));
	// Each account's keyring id: its place among every account ever connected, from 1.
	const keyrings = Object.keys(accounts);
	const calls: string[] = [];
	const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
		const request = input instanceof Request ? input : new Request(String(input), init);
		const url = new URL(request.url);
		const path = url.pathname.replace('/wp-json/wpcom/v2/instagram-gallery/', '');
		calls.push(`${request.method} ${path}`);
		const list = () =>
			[...connected.keys()].map((token) => ({
				token,
				username: `user_${token}`,
				keyring_id: keyrings.indexOf(token) + 1,
			}));
		if (path === 'connections') return json(list());
		if (path === 'connect-url') return json(CONNECT_URL);
		if (path.startsWith('connections/') && request.method === 'DELETE') {
			connected.delete(decodeURIComponent(path.slice('connections/'.length)));
			return json(list());
		}
		if (path === 'gallery') {
			const token = url.searchParams.get('access_token') ?? '';
			const count = Number(url.searchParams.get('count'));
			const photos = connected.get(token);
			if (options.galleryStatus || photos === undefined) {
				return json(
					{ code: 'instagram_invalid_token', message: 'No.' },
					options.galleryStatus ?? 403
				);
			}
			return json({
				external_name: `user_${token}`,
				images: Array.from({ length: Math.min(count, photos) }, (_, n) => photo(n)),
			});
		}
		return json({ code: 'not_found', message: 'No route.' }, 404);
	});
	vi.stubGlobal('fetch', fetchMock);
	return {
		calls,
		connected,
		/** Connects an account, as the provider's popup does; answers its keyring id. */
		connect: (token: string, photos: number) => {
			connected.set(token, photos);
			if (!keyrings.includes(token)) keyrings.push(token);
			return keyrings.indexOf(token) + 1;
		},
	};
}

const atomicHost = (): BlockyardHost => {
	const host = testHost();
	return { ...host, site: { ...host.site, type: 'atomic' as const } };
};

const renderGallery = (attributes: Partial<InstagramGalleryAttributes> = {}, host = atomicHost()) =>
	renderBlockEdit<InstagramGalleryAttributes>({
		name: INSTAGRAM_GALLERY_BLOCK_NAME,
		register: registerInstagramGalleryBlock,
		attributes: { ...DEFAULTS, ...attributes },
		host,
	});

const settings = () => within(screen.getByRole('complementary', { name: 'Settings' }));

// Rendering the editor's components is slow on a busy machine: room for it.
configure({ asyncUtilTimeout: 10_000 });

describe('the Instagram gallery edit', { timeout: 30_000 }, () => {
	it('asks a user who is not connected to connect first, and calls nothing', async () => {
		const { calls } = stubInstagram({});
		const view = renderGallery({}, testHost());
		expect(
			await within(view.container).findByText(
				'Connect your account to show your latest Instagram posts.'
			)
		).toBeTruthy();
		expect(calls).toEqual([]);
	});

	it('lists the connected accounts with Add a new account, and shows the chosen one’s photos', async () => {
		stubInstagram({ a: 30, b: 5 });
		const view = renderGallery();
		const group = await screen.findByRole('radiogroup', { name: 'Select your Instagram account:' });
		expect(
			within(group)
				.getAllByRole('radio')
				.map((radio) => radio.parentElement?.textContent)
		).toEqual(['@user_a', '@user_b', 'Add a new account']);
		fireEvent.click(within(group).getByRole('radio', { name: '@user_b' }));
		fireEvent.click(screen.getByRole('button', { name: 'Use this account' }));

		await waitFor(() => expect(view.attributes().images).toHaveLength(5));
		expect(view.attributes()).toMatchObject({ accessToken: 'b', instagramUser: 'user_b' });
		expect(view.attributes().images[0]).toEqual(photo(0));
		expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
			'Photo 0',
			'Photo 1',
			'Photo 2',
			'Photo 3',
			'Photo 4',
		]);
		// Fewer posts than asked for: an info notice counts them.
		expect(
			await within(view.container).findByText(
				'There are currently only 5 posts in your Instagram account.'
			)
		).toBeTruthy();
		expect(
			settings()
				.getByRole('link', { name: /@user_b/ })
				.getAttribute('href')
		).toBe('https://www.instagram.com/user_b/');
		// The account's link shows its service's icon once its code is here.
		await waitFor(() =>
			expect(
				settings()
					.getByRole('link', { name: /@user_b/ })
					.closest('p')
					?.querySelector('svg.is-service-instagram')
			).not.toBeNull()
		);
	});

	it('says so when the account has no photos', async () => {
		stubInstagram({ empty: 0 });
		renderGallery({ accessToken: 'empty' });
		expect(await screen.findByText('No images were found in your Instagram account.')).toBeTruthy();
	});

	it('loads again with a new count, within 1 to 30', async () => {
		const { calls } = stubInstagram({ a: 30 });
		const view = renderGallery({ accessToken: 'a' });
		await waitFor(() => expect(view.attributes().images).toHaveLength(9));
		const count = settings().getByRole('spinbutton', { name: 'Number of posts' });
		expect(count.getAttribute('min')).toBe('1');
		expect(count.getAttribute('max')).toBe('30');
		fireEvent.change(count, { target: { value: '12' } });
		await waitFor(() => expect(view.attributes().images).toHaveLength(12));
		expect(calls.filter((call) => call === 'GET gallery')).toHaveLength(2);
		expect(settings().getByRole('spinbutton', { name: 'Number of columns' }).getAttribute('max')).toBe(
			'6'
		);
		expect(settings().getByRole('spinbutton', { name: 'Image spacing (px)' }).getAttribute('max')).toBe(
			'50'
		);
		fireEvent.click(settings().getByRole('checkbox', { name: 'Stack on mobile' }));
		expect(view.attributes().isStackedOnMobile).toBe(false);
	});

	it('clears the token and the account when the gallery fails, and shows the error', async () => {
		stubInstagram({ a: 30 }, { galleryStatus: 500 });
		const view = renderGallery({ accessToken: 'a', instagramUser: 'user_a' });
		expect(await screen.findByRole('alert')).toHaveProperty(
			'textContent',
			'An error occurred. Please try again later.'
		);
		expect(view.attributes().accessToken).toBeUndefined();
		expect(view.attributes().instagramUser).toBeUndefined();
		expect(
			await screen.findByRole('radiogroup', { name: 'Select your Instagram account:' })
		).toBeTruthy();
	});

	it('disconnects: the provider forgets the account, the block its token, user and photos', async () => {
		const { connected } = stubInstagram({ a: 30 });
		const view = renderGallery({ accessToken: 'a' });
		await waitFor(() => expect(view.attributes().images).toHaveLength(9));
		fireEvent.click(settings().getByRole('button', { name: 'Disconnect your account' }));
		await waitFor(() => expect(view.attributes().accessToken).toBeUndefined());
		expect(view.attributes()).toMatchObject({ instagramUser: undefined, images: [] });
		expect(connected.has('a')).toBe(false);
		expect(await screen.findByRole('button', { name: 'Connect to Instagram' })).toBeTruthy();
	});

	it('connects a new account in a 700×700 popup, trusting only its origin’s message', async () => {
		const { connect } = stubInstagram({});
		const frame = document.createElement('iframe');
		document.body.append(frame);
		const popup = frame.contentWindow;
		const open = vi.spyOn(window, 'open').mockReturnValue(popup);
		const view = renderGallery();

		fireEvent.click(await screen.findByRole('button', { name: 'Connect to Instagram' }));
		expect(await screen.findByText('Connecting…')).toBeTruthy();
		await waitFor(() => expect(open).toHaveBeenCalled());
		expect(open.mock.calls[0]?.[0]).toBe(CONNECT_URL);
		expect(open.mock.calls[0]?.[2]).toMatch(/^width=700,height=700,/);

		connect('new', 30);
		// Another origin's message, or another shape, changes nothing.
		window.dispatchEvent(
			new MessageEvent('message', {
				origin: 'https://evil.test',
				data: { keyring_id: 1 },
				source: popup,
			})
		);
		window.dispatchEvent(
			new MessageEvent('message', { origin: PROVIDER, data: { keyring: 1 }, source: popup })
		);
		expect(screen.getByText('Connecting…')).toBeTruthy();
		window.dispatchEvent(
			new MessageEvent('message', { origin: PROVIDER, data: { keyring_id: 1 }, source: popup })
		);

		await waitFor(() => expect(view.attributes().accessToken).toBe('new'));
		await waitFor(() => expect(view.attributes().images).toHaveLength(9));
		frame.remove();
	});

	it('signs in again to an account already listed: its keyring id picks it, with no new token', async () => {
		stubInstagram({ a: 30, b: 5 });
		const frame = document.createElement('iframe');
		document.body.append(frame);
		const popup = frame.contentWindow;
		vi.spyOn(window, 'open').mockReturnValue(popup);
		const view = renderGallery();

		fireEvent.click(await screen.findByRole('radio', { name: 'Add a new account' }));
		fireEvent.click(screen.getByRole('button', { name: 'Connect to Instagram' }));
		expect(await screen.findByText('Connecting…')).toBeTruthy();
		// The popup signed in to the second account again (keyring id 2): the list is unchanged.
		window.dispatchEvent(
			new MessageEvent('message', { origin: PROVIDER, data: { keyring_id: 2 }, source: popup })
		);

		await waitFor(() => expect(view.attributes().accessToken).toBe('b'));
		await waitFor(() => expect(view.attributes().images).toHaveLength(5));
		expect(screen.queryByText('An error occurred. Please try again later.')).toBeNull();
		frame.remove();
	});

	it('says an error occurred when the popup’s keyring id is no account’s and none is new', async () => {
		stubInstagram({ a: 30 });
		const frame = document.createElement('iframe');
		document.body.append(frame);
		const popup = frame.contentWindow;
		vi.spyOn(window, 'open').mockReturnValue(popup);
		const view = renderGallery();

		fireEvent.click(await screen.findByRole('radio', { name: 'Add a new account' }));
		fireEvent.click(screen.getByRole('button', { name: 'Connect to Instagram' }));
		expect(await screen.findByText('Connecting…')).toBeTruthy();
		window.dispatchEvent(
			new MessageEvent('message', { origin: PROVIDER, data: { keyring_id: 7 }, source: popup })
		);

		expect(await screen.findByRole('alert')).toHaveProperty(
			'textContent',
			'An error occurred. Please try again later.'
		);
		expect(view.attributes().accessToken).toBeUndefined();
		frame.remove();
	});

	// Last: the connection store it provides stays for the rest of the file.
	it('offers the Connect button of the editor’s connection to a user who is not connected', async () => {
		stubInstagram({});
		const host = testHost();
		provideConnectionStore(createConnectionStore({ calls: connectionCalls(host.api) }));
		const view = renderGallery({}, host);
		expect(
			await within(view.container).findByText(
				'Connect your account to show your latest Instagram posts.'
			)
		).toBeTruthy();
		expect(within(view.container).getByRole('button', { name: 'Connect' })).toBeTruthy();
	});
});
