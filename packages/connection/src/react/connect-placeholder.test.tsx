import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWithStore } from '../test/render-with-store';
import { ConnectPlaceholder } from './connect-placeholder';

afterEach(cleanup);

describe('<ConnectPlaceholder />', () => {
	it('asks to connect to the provider account, with a Connect button that works from the keyboard', async () => {
		const { navigate } = renderWithStore(<ConnectPlaceholder from="donations" redirectUri="/back" />);
		expect(screen.getByText('Connect your account')).toBeTruthy();
		expect(screen.getAllByText(/connect to the provider account/).length).toBeGreaterThan(0);
		const button = screen.getByRole('button', { name: 'Connect' });
		button.focus();
		expect(document.activeElement).toBe(button);
		fireEvent.click(button);
		await waitFor(() => expect(navigate).toHaveBeenCalled());
	});

	it('takes its own title and instructions', () => {
		renderWithStore(<ConnectPlaceholder title="Donations" instructions="Connect to take donations." />);
		expect(screen.getByText('Donations')).toBeTruthy();
		expect(screen.getAllByText('Connect to take donations.').length).toBeGreaterThan(0);
	});
});
