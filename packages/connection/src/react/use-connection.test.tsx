import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWithStore } from '../test/render-with-store';
import { MissingConnectionStoreError } from './connection-context';
import { useConnection } from './use-connection';

afterEach(cleanup);

function Status() {
	const isRegistered = useConnection((state) => state.connectionStatus.isRegistered);
	return <p>{isRegistered ? 'registered' : 'not registered'}</p>;
}

describe('useConnection', () => {
	it('re-renders when the selected slice changes', async () => {
		const { store } = renderWithStore(<Status />);
		expect(screen.getByText('not registered')).toBeTruthy();
		await act(() => store.getState().registerSite());
		expect(screen.getByText('registered')).toBeTruthy();
	});

	it('says what is missing outside a ConnectionProvider', () => {
		expect(() => render(<Status />)).toThrow(MissingConnectionStoreError);
	});
});
