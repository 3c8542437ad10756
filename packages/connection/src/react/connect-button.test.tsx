import { ApiError } from '@blockyard/api-client';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWithStore } from '../test/render-with-store';
import { ConnectButton } from './connect-button';

afterEach(cleanup);

describe('<ConnectButton />', () => {
	it('registers the site, then sends the user to authorize', async () => {
		const { connection, navigate } = renderWithStore(<ConnectButton from="test" redirectUri="/back" />);
		fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
		await waitFor(() =>
			expect(navigate).toHaveBeenCalledWith('https://provider.test/authorize?x=1&from=test')
		);
		expect(connection.register).toHaveBeenCalledWith({
			registration_nonce: 'nonce',
			no_iframe: true,
			redirect_uri: '/back',
		});
		// Busy until the page leaves.
		expect(screen.getByRole('button', { name: 'Connect' }).getAttribute('aria-disabled')).toBe('true');
	});

	it('only connects when the site is registered already', async () => {
		const { connection, navigate } = renderWithStore(<ConnectButton redirectUri="/back" />, {
			initial: { connectionStatus: { isRegistered: true } },
		});
		fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
		await waitFor(() =>
			expect(navigate).toHaveBeenCalledWith('https://provider.test/authorize?fetched=1')
		);
		expect(connection.register).not.toHaveBeenCalled();
	});

	it('shows the error message when registration fails, and can try again', async () => {
		const failure = new ApiError({ status: 400, code: 'bad', message: 'Bad nonce', url: 'u' });
		const { navigate, connection } = renderWithStore(<ConnectButton />, {
			calls: { register: async () => Promise.reject(failure) },
		});
		fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
		expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Bad nonce (400)');
		expect(navigate).not.toHaveBeenCalled();
		await waitFor(() =>
			expect(screen.getByRole('button', { name: 'Connect' }).getAttribute('aria-disabled')).toBe(
				'false'
			)
		);
		fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
		await waitFor(() => expect(connection.register).toHaveBeenCalledTimes(2));
	});

	it('ignores clicks while it is busy', async () => {
		let finish: (value: { authorizeUrl: string }) => void = () => undefined;
		const { connection } = renderWithStore(<ConnectButton />, {
			calls: { register: () => new Promise((resolve) => (finish = resolve)) },
		});
		const button = screen.getByRole('button', { name: 'Connect' });
		fireEvent.click(button);
		await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
		fireEvent.click(button);
		finish({ authorizeUrl: 'https://provider.test/authorize' });
		await waitFor(() => expect(connection.register).toHaveBeenCalledTimes(1));
	});

	it('takes another label', () => {
		renderWithStore(<ConnectButton label="Connect now" />);
		expect(screen.getByRole('button', { name: 'Connect now' })).toBeTruthy();
	});
});
