import { act, cleanup, render, screen } from '@testing-library/react';
import { createRegistry, RegistryProvider } from '@wordpress/data';
import { afterEach, describe, expect, it } from 'vitest';

import { provideConnectionStore } from '../connection-data-store';
import { createConnectionStore } from '../store';
import { fakeConnectionClient } from '../test/fake-connection-client';
import { ConnectionProvider } from './connection-context';
import { useIsUserConnected } from './use-is-user-connected';

function Status({ type }: { type: 'simple' | 'atomic' | 'self-hosted' }) {
	return <p>{useIsUserConnected({ type }) ? 'connected' : 'not connected'}</p>;
}

const storeWith = (isUserConnected: boolean) =>
	createConnectionStore({
		calls: fakeConnectionClient().calls,
		initial: { connectionStatus: { isRegistered: true, isUserConnected } },
	});

afterEach(cleanup);

/** A registry of an editor whose page store is `store`, like the one `registerBlockyard` sets up. */
function editorRegistryWith(store: ReturnType<typeof storeWith>) {
	const registry = createRegistry();
	provideConnectionStore(store, registry);
	return registry;
}

describe('useIsUserConnected', () => {
	it('counts only simple and atomic sites as connected when the page has no store', () => {
		const { rerender } = render(<Status type="self-hosted" />);
		expect(screen.getByText('not connected')).toBeTruthy();
		rerender(<Status type="atomic" />);
		expect(screen.getByText('connected')).toBeTruthy();
	});

	it('reads the page store and follows its changes', () => {
		const store = storeWith(false);
		render(
			<RegistryProvider value={editorRegistryWith(store)}>
				<Status type="self-hosted" />
			</RegistryProvider>
		);
		expect(screen.getByText('not connected')).toBeTruthy();
		act(() =>
			store.setState({
				connectionStatus: { ...store.getState().connectionStatus, isUserConnected: true },
			})
		);
		expect(screen.getByText('connected')).toBeTruthy();
	});

	it('prefers the nearest provider over the page store', () => {
		render(
			<RegistryProvider value={editorRegistryWith(storeWith(false))}>
				<ConnectionProvider store={storeWith(true)}>
					<Status type="self-hosted" />
				</ConnectionProvider>
			</RegistryProvider>
		);
		expect(screen.getByText('connected')).toBeTruthy();
	});
});
