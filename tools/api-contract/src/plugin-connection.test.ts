import { bindCalls, isApiError, pluginConnection } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { startProviderForTests } from './provider';
import { approveProviderPage } from './provider-pages';

const provider = startProviderForTests();

describe('pluginConnection', () => {
	it('refuses an authorize URL before the site is registered', async () => {
		const error: unknown = await pluginConnection.authorizeUrl(provider.api).catch((e: unknown) => e);
		expect(isApiError(error) && error.status === 400 && error.code).toBe('site_not_registered');
		await expect(pluginConnection.status(provider.api)).resolves.toMatchObject({
			isRegistered: false,
			isUserConnected: false,
			hasConnectedOwner: false,
		});
	});

	it('registers, connects the user on the authorize page, and disconnects the user and the site', async () => {
		const connection = bindCalls(pluginConnection, provider.api);
		const registered = await connection.register({
			registration_nonce: 'nonce',
			no_iframe: true,
			plugin_slug: 'blockyard',
			redirect_uri: '/wp-admin/admin.php?page=blockyard',
		});
		expect(new URL(registered.authorizeUrl).pathname).toBe('/blockyard/authorize');
		await expect(connection.status()).resolves.toMatchObject({
			isRegistered: true,
			isUserConnected: false,
		});
		await expect(connection.reconnect()).resolves.toMatchObject({ status: 'in_progress' });

		const { authorizeUrl } = await connection.authorizeUrl({
			no_iframe: true,
			redirect_uri: 'http://localhost:5173/editor',
		});
		// Visiting the page connects nobody; approving it does.
		expect((await fetch(authorizeUrl)).status).toBe(200);
		await expect(connection.status()).resolves.toMatchObject({ isUserConnected: false });
		const approved = await approveProviderPage(authorizeUrl);
		expect(approved.status).toBe(303);
		expect(approved.headers.get('Location')).toBe('http://localhost:5173/editor');

		await expect(connection.status()).resolves.toMatchObject({
			isActive: true,
			isRegistered: true,
			isUserConnected: true,
			hasConnectedOwner: true,
		});
		const data = await connection.data();
		expect(data.currentUser.isConnected).toBe(true);
		expect(data.currentUser.wpcomUser).toMatchObject({ login: 'blockyard-admin' });
		await expect(connection.test()).resolves.toMatchObject({ code: 'success' });
		await expect(connection.plugins()).resolves.toEqual({ blockyard: { name: 'blockyard' } });
		await expect(connection.reconnect()).resolves.toEqual({ status: 'completed' });
		await expect(connection.seenWcConnectionModal()).resolves.toEqual({ success: true });

		const url = new URL(await connection.url({ from: 'editor', redirect: '/wp-admin/' }));
		expect(url.searchParams.get('from')).toBe('editor');
		expect(url.searchParams.get('redirect_uri')).toBe('/wp-admin/');

		await expect(connection.disconnectUser()).resolves.toMatchObject({ code: 'success' });
		await expect(connection.status()).resolves.toMatchObject({
			isRegistered: true,
			isUserConnected: false,
			hasConnectedOwner: false,
		});
		expect((await connection.data()).currentUser).toMatchObject({ isConnected: false, wpcomUser: null });

		await expect(connection.disconnectSite()).resolves.toMatchObject({ code: 'success' });
		await expect(connection.status()).resolves.toMatchObject({ isRegistered: false });
		await expect(connection.plugins()).resolves.toEqual({});
	});

	it('refuses a registration without a nonce, and a redirect off this machine', async () => {
		const connection = bindCalls(pluginConnection, provider.api);
		const missing: unknown = await connection
			.register({ registration_nonce: '', no_iframe: true })
			.catch((e: unknown) => e);
		expect(isApiError(missing) && missing.status).toBe(400);
		const offsite: unknown = await connection
			.register({ registration_nonce: 'n', no_iframe: true, redirect_uri: 'https://evil.example/' })
			.catch((e: unknown) => e);
		expect(isApiError(offsite) && offsite.code).toBe('rest_invalid_param');
	});

	it('sends the nonce header on every call and a cache-buster on GETs only', async () => {
		const seen: Request[] = [];
		const api = provider.apiWith({
			fetch: (input, init) => {
				const request = new Request(input, init);
				seen.push(request.clone());
				return fetch(request);
			},
		});
		await pluginConnection.status(api);
		await pluginConnection.seenWcConnectionModal(api);
		const [read, write] = seen;
		expect(read?.headers.get('X-WP-Nonce')).toBe(provider.nonce);
		expect(new URL(read?.url ?? '').searchParams.get('_cacheBuster')).toMatch(/^\d+$/);
		expect(write?.method).toBe('POST');
		expect(write?.headers.get('X-WP-Nonce')).toBe(provider.nonce);
		expect(new URL(write?.url ?? '').searchParams.has('_cacheBuster')).toBe(false);
	});

	it('is reached through providerRoot from a site elsewhere, which keeps its nonce', async () => {
		const seen: Request[] = [];
		const api = provider.apiWith({
			root: 'http://site.invalid/wp-json/',
			providerRoot: provider.restRoot,
			fetch: (input, init) => {
				const request = new Request(input, init);
				seen.push(request.clone());
				return fetch(request);
			},
		});
		await expect(pluginConnection.status(api)).resolves.toHaveProperty('isRegistered');
		expect(seen[0]?.url.startsWith(`${provider.restRoot}jetpack/v4/connection?`)).toBe(true);
		expect(seen[0]?.headers.get('X-WP-Nonce')).toBeNull();
	});
});
