import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWithStore } from '../test/render-with-store';
import { ReconnectBanner } from './reconnect-banner';

afterEach(cleanup);

describe('<ReconnectBanner />', () => {
	it('shows nothing while the connection has no errors', () => {
		const { container } = renderWithStore(<ReconnectBanner />);
		expect(container.textContent).toBe('');
	});

	it('offers Reconnect when the connection reports a problem', async () => {
		const { connection, navigate } = renderWithStore(<ReconnectBanner />, {
			initial: { connectionErrors: { token_missing: 'The connection token is missing.' } },
			calls: {
				reconnect: async () => ({
					status: 'in_progress',
					authorizeUrl: 'https://provider.test/again',
				}),
			},
		});
		expect(screen.getByText('The connection token is missing.')).toBeTruthy();
		fireEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
		await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://provider.test/again'));
		expect(connection.reconnect).toHaveBeenCalled();
	});
});
