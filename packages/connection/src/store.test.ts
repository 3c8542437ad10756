import { ApiError } from '@blockyard/api-client';
import { describe, expect, it, vi } from 'vitest';

import { createConnectionStore } from './store';
import { CONNECTED, fakeConnectionClient } from './test/fake-connection-client';

function setup(overrides: Parameters<typeof fakeConnectionClient>[0] = {}, initial = {}) {
	const fake = fakeConnectionClient(overrides);
	const navigate = vi.fn<(url: string) => void>();
	const store = createConnectionStore({
		calls: fake.calls,
		initial: { registrationNonce: 'nonce-1', ...initial },
		navigate,
	});
	return { ...fake, navigate, store };
}

const apiError = (message: string, status: number) =>
	new ApiError({
		status,
		code: 'some_code',
		message,
		url: 'https://site.test/wp-json/jetpack/v4/connection/register',
	});

describe('createConnectionStore', () => {
	it('starts from the page state', () => {
		const { store } = setup(
			{},
			{
				connectionStatus: { isRegistered: true, isUserConnected: true },
				userConnectionData: { currentUser: { login: 'ann', ID: 7, blogId: 3 } },
			}
		);
		const state = store.getState();
		expect(state.connectionStatus).toEqual({
			isRegistered: true,
			isUserConnected: true,
			hasConnectedOwner: false,
		});
		expect(state.userConnectionData.currentUser).toEqual({ login: 'ann', ID: 7, blogId: 3 });
		expect(state.siteIsRegistering).toBe(false);
		expect(state.authorizationUrl).toBeUndefined();
	});

	it('refreshes the status, the user and the plugins from the API', async () => {
		const { store } = setup({
			status: async () => CONNECTED.status,
			data: async () => CONNECTED.data,
			plugins: async () => ({ blockyard: { name: 'Blockyard' } }),
		});
		const refreshing = store.getState().refresh();
		expect(store.getState().isRefreshing).toBe(true);
		await refreshing;
		const state = store.getState();
		expect(state.isRefreshing).toBe(false);
		expect(state.connectionStatus.isUserConnected).toBe(true);
		expect(state.userConnectionData.currentUser).toEqual({
			login: 'blockyard-admin',
			ID: 90001,
			blogId: 200001,
		});
		expect(state.connectedPlugins).toEqual({ blockyard: { name: 'Blockyard' } });
	});

	it('keeps the state and reports the message when refresh fails', async () => {
		const { store } = setup({ status: async () => Promise.reject(apiError('Forbidden', 403)) });
		await store.getState().refresh();
		expect(store.getState().requestError).toBe('Forbidden (403)');
		expect(store.getState().connectionStatus.isRegistered).toBe(false);
	});

	it('registers the site: registering, then registered with the authorization URL', async () => {
		const { store, connection } = setup();
		const seen: boolean[] = [];
		store.subscribe((state) => seen.push(state.siteIsRegistering));
		const url = await store.getState().registerSite({ redirectUri: '/back', pluginSlug: 'blockyard' });
		expect(url).toBe('https://provider.test/authorize?x=1');
		expect(connection.register).toHaveBeenCalledWith({
			registration_nonce: 'nonce-1',
			no_iframe: true,
			plugin_slug: 'blockyard',
			redirect_uri: '/back',
		});
		expect(seen[0]).toBe(true);
		const state = store.getState();
		expect(state.siteIsRegistering).toBe(false);
		expect(state.connectionStatus.isRegistered).toBe(true);
		expect(state.authorizationUrl).toBe('https://provider.test/authorize?x=1');
	});

	it('puts a failed registration in registrationError with the ApiError message', async () => {
		const { store } = setup({ register: async () => Promise.reject(apiError('Bad nonce', 400)) });
		expect(await store.getState().registerSite()).toBeUndefined();
		const state = store.getState();
		expect(state.registrationError).toBe('Bad nonce (400)');
		expect(state.siteIsRegistering).toBe(false);
		expect(state.connectionStatus.isRegistered).toBe(false);
	});

	it('connects the user at the stored authorization URL, with `from`', async () => {
		const { store, navigate, connection } = setup();
		await store.getState().registerSite();
		await store.getState().connectUser({ from: 'editor' });
		expect(connection.authorizeUrl).not.toHaveBeenCalled();
		expect(navigate).toHaveBeenCalledWith('https://provider.test/authorize?x=1&from=editor');
		expect(store.getState().userIsConnecting).toBe(true);
	});

	it('fetches the authorization URL when none is stored', async () => {
		const { store, navigate, connection } = setup({}, { connectionStatus: { isRegistered: true } });
		await store.getState().connectUser({ redirect: '/here' });
		expect(connection.authorizeUrl).toHaveBeenCalledWith({ no_iframe: true, redirect_uri: '/here' });
		expect(navigate).toHaveBeenCalledWith('https://provider.test/authorize?fetched=1');
	});

	it('reports a failed connect and stops connecting', async () => {
		const { store, navigate } = setup({
			authorizeUrl: async () => Promise.reject(apiError('Not registered', 400)),
		});
		await store.getState().connectUser();
		expect(navigate).not.toHaveBeenCalled();
		expect(store.getState().userIsConnecting).toBe(false);
		expect(store.getState().requestError).toBe('Not registered (400)');
	});

	it('marks the user not connected after disconnecting', async () => {
		const { store, connection } = setup(
			{},
			{
				connectionStatus: { isRegistered: true, isUserConnected: true },
				userConnectionData: { currentUser: { login: 'ann', ID: 7, blogId: 3 } },
			}
		);
		await store.getState().disconnectUser();
		expect(connection.disconnectUser).toHaveBeenCalled();
		expect(store.getState().connectionStatus).toEqual({
			isRegistered: true,
			isUserConnected: false,
			hasConnectedOwner: false,
		});
		expect(store.getState().userConnectionData.currentUser).toEqual({
			login: undefined,
			ID: undefined,
			blogId: 3,
		});
	});

	it('reconnects: navigates when the provider wants the user to authorize again', async () => {
		const { store, navigate } = setup({
			reconnect: async () => ({ status: 'in_progress', authorizeUrl: 'https://provider.test/again' }),
		});
		await store.getState().reconnect();
		expect(navigate).toHaveBeenCalledWith('https://provider.test/again');
	});

	it('reconnects: refreshes and clears the errors when it completed', async () => {
		const { store, navigate, connection } = setup({}, { connectionErrors: { broken: 'Broken' } });
		await store.getState().reconnect();
		expect(navigate).not.toHaveBeenCalled();
		expect(connection.status).toHaveBeenCalled();
		expect(store.getState().connectionErrors).toEqual({});
	});

	it('goes back to a never-registered site after disconnecting it, keeping the nonce', async () => {
		const { store } = setup({}, { connectionStatus: { isRegistered: true, isUserConnected: true } });
		await store.getState().disconnectSite();
		expect(store.getState().connectionStatus.isRegistered).toBe(false);
		expect(store.getState().registrationNonce).toBe('nonce-1');
	});
});
