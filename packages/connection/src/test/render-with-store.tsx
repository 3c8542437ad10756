import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

import type { ConnectionPageState } from '../page-state';
import { ConnectionProvider } from '../react/connection-context';
import { createConnectionStore } from '../store';
import { fakeConnectionClient } from './fake-connection-client';

/** Renders `ui` under a provider of a store on a fake client; navigation is a spy. */
export function renderWithStore(
	ui: ReactElement,
	options: { initial?: ConnectionPageState; calls?: Parameters<typeof fakeConnectionClient>[0] } = {}
) {
	const fake = fakeConnectionClient(options.calls);
	const navigate = vi.fn<(url: string) => void>();
	const store = createConnectionStore({
		calls: fake.calls,
		initial: { registrationNonce: 'nonce', ...options.initial },
		navigate,
	});
	const view = render(<ConnectionProvider store={store}>{ui}</ConnectionProvider>);
	return { ...fake, ...view, navigate, store };
}
