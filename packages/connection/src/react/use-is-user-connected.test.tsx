import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { setConnectionStore } from '../registry';
import { createConnectionStore } from '../store';
import { fakeConnectionClient } from '../test/fake-connection-client';
import { ConnectionProvider } from './connection-context';
import { useIsUserConnected } from './use-is-user-connected';

function Status({ type }: { type: 'simple' | 'atomic' | 'self-hosted' }) {
	return <p>{useIsUserConnected({ type }) ? 'connected' : 'not connected'}</p>;
}

const storeWith = (isUserConnected: boolean) =>
	createConnectionStore({
		client: fakeConnectionClient().client,
		initial: { connectionStatus: { isRegistered: true, isUserConnected } },
	});

afterEach(() => {
	cleanup();
	setConnectionStore(undefined);
});

describe('useIsUserConnected', () => {
	it('counts only simple and atomic sites as connected when the page has no store', () => {
		const { rerender } = render(<Status type="self-hosted" />);
		expect(screen.getByText('not connected')).toBeTruthy();
		rerender(<Status type="atomic" />);
		expect(screen.getByText('connected')).toBeTruthy();
	});

	it('reads the page store and follows its changes', () => {
		const store = storeWith(false);
		setConnectionStore(store);
		render(<Status type="self-hosted" />);
		expect(screen.getByText('not connected')).toBeTruthy();
		act(() =>
			store.setState({
				connectionStatus: { ...store.getState().connectionStatus, isUserConnected: true },
			})
		);
		expect(screen.getByText('connected')).toBeTruthy();
	});

	it('prefers the nearest provider over the page store', () => {
		setConnectionStore(storeWith(false));
		render(
			<ConnectionProvider store={storeWith(true)}>
				<Status type="self-hosted" />
			</ConnectionProvider>
		);
		expect(screen.getByText('connected')).toBeTruthy();
	});
});
