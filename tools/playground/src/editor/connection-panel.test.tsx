import { createApi } from '@blockyard/api-client';
import type { HostSite } from '@blockyard/ui';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { ConnectionPanel } from './connection-panel';
import { createPlaygroundConnectionStore } from './connection-store';

afterEach(cleanup);

const ROOT = 'http://playground.test/wp-json/';
const site: HostSite = { locale: 'en_US', type: 'self-hosted', features: {} };

const json = (body: unknown) =>
	new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** A provider whose site is registered, or not, and whose user is connected, or not. */
function provider(connected: boolean): typeof globalThis.fetch {
	return async (input) => {
		const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
		if (path.endsWith('/jetpack/v4/connection')) {
			return json({
				isActive: connected,
				isRegistered: connected,
				isUserConnected: connected,
				hasConnectedOwner: connected,
			});
		}
		if (path.endsWith('/jetpack/v4/connection/data')) {
			return json({
				currentUser: {
					isConnected: connected,
					blogId: connected ? 1 : null,
					wpcomUser: connected ? { ID: 2, login: 'ann' } : null,
				},
			});
		}
		return json({});
	};
}

function renderPanel(connected: boolean) {
	const api = createApi({ root: ROOT, fetch: provider(connected) });
	render(<ConnectionPanel store={createPlaygroundConnectionStore(api)} site={site} />);
}

describe('<ConnectionPanel />', () => {
	it('offers to connect while the site is not registered', async () => {
		renderPanel(false);
		expect(await screen.findByRole('button', { name: 'Connect' })).toBeTruthy();
		expect(screen.getByText('Connect your account')).toBeTruthy();
	});

	it('says who is connected', async () => {
		renderPanel(true);
		expect(await screen.findByText('Connected as ann')).toBeTruthy();
		expect(screen.queryByRole('button', { name: 'Connect' })).toBeNull();
	});
});
