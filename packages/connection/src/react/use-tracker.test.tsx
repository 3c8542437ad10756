import { createApi } from '@blockyard/api-client';
import { HostProvider, type BlockyardHost, type HostTrackingEvent } from '@blockyard/ui';
import { cleanup, fireEvent, renderHook, screen, waitFor, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ConnectionPageState } from '../page-state';
import { createConnectionStore } from '../store';
import { fakeConnectionClient } from '../test/fake-connection-client';
import { ConnectionProvider } from './connection-context';
import { ReconnectBanner } from './reconnect-banner';
import { useTracker } from './use-tracker';

afterEach(cleanup);

const CONNECTED: ConnectionPageState = {
	connectionStatus: { isRegistered: true, isUserConnected: true },
	userConnectionData: { currentUser: { login: 'ann', ID: 7 } },
};

function hostWith(track?: (event: HostTrackingEvent) => void): BlockyardHost {
	return {
		site: { locale: 'en_US', type: 'self-hosted', features: {} },
		api: createApi({ root: 'http://site.test/wp-json/', fetch: async () => new Response('{}') }),
		getPost: () => ({ id: 1, title: '' }),
		setPostTitle: () => undefined,
		lockPostSaving: () => undefined,
		unlockPostSaving: () => undefined,
		uploadMedia: () => Promise.reject(new Error('none')),
		notify: () => undefined,
		subscribe: () => () => undefined,
		...(track ? { track } : {}),
	};
}

function editor(host: BlockyardHost, initial: ConnectionPageState | undefined) {
	const store = createConnectionStore({
		calls: fakeConnectionClient({
			reconnect: async () => ({ status: 'completed' }),
		}).calls,
		...(initial ? { initial } : {}),
		navigate: () => undefined,
	});
	return function Editor({ children }: { readonly children?: ReactNode }) {
		return (
			<HostProvider host={host}>
				<ConnectionProvider store={store}>{children}</ConnectionProvider>
			</HostProvider>
		);
	};
}

describe('useTracker', () => {
	it("hands a connected user's events to the host, without undefined properties", () => {
		const track = vi.fn<(event: HostTrackingEvent) => void>();
		const { result } = renderHook(() => useTracker(), { wrapper: editor(hostWith(track), CONNECTED) });

		expect(
			result.current('jetpack_ai_assistant_request', { feature: 'ai-assistant', post: undefined })
		).toBe(true);
		expect(track).toHaveBeenCalledWith({
			name: 'jetpack_ai_assistant_request',
			props: { feature: 'ai-assistant' },
			user: { ID: 7, login: 'ann' },
		});
	});

	it('records nothing for a user who is not connected, or without a connection store', () => {
		const track = vi.fn<(event: HostTrackingEvent) => void>();
		const notConnected = renderHook(() => useTracker(), { wrapper: editor(hostWith(track), undefined) });
		expect(notConnected.result.current('jetpack_ai_assistant_request')).toBe(false);
		const noStore = renderHook(() => useTracker(), {
			wrapper: ({ children }: { readonly children?: ReactNode }) => (
				<HostProvider host={hostWith(track)}>{children}</HostProvider>
			),
		});
		expect(noStore.result.current('jetpack_ai_assistant_request')).toBe(false);
		expect(track).not.toHaveBeenCalled();
	});

	it('still checks names when the host records nothing, and survives a failing host', () => {
		const quiet = renderHook(() => useTracker(), { wrapper: editor(hostWith(), CONNECTED) });
		expect(() => quiet.result.current('other_event')).toThrow(/must start with jetpack_ or wpcom_/);
		expect(quiet.result.current('jetpack_ai_assistant_request')).toBe(true);

		const failing = renderHook(() => useTracker(), {
			wrapper: editor(
				hostWith(() => {
					throw new Error('analytics down');
				}),
				CONNECTED
			),
		});
		expect(() => failing.result.current('jetpack_ai_assistant_request')).not.toThrow();
	});
});

describe('<ReconnectBanner /> tracking', () => {
	it('records the Reconnect click of a connected user', async () => {
		const track = vi.fn<(event: HostTrackingEvent) => void>();
		const Editor = editor(hostWith(track), {
			...CONNECTED,
			connectionErrors: { token_missing: 'The connection token is missing.' },
		});
		render(
			<Editor>
				<ReconnectBanner />
			</Editor>
		);
		fireEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
		await waitFor(() =>
			expect(track).toHaveBeenCalledWith({
				name: 'jetpack_connection_reconnect_click',
				props: { errors: 1 },
				user: { ID: 7, login: 'ann' },
			})
		);
	});
});
