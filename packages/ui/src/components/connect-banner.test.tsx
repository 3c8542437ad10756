import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ConnectBanner } from './connect-banner';

afterEach(cleanup);

describe('ConnectBanner', () => {
	it('asks to connect the provider and goes to the connect URL', () => {
		const navigate = vi.fn();
		render(
			<ConnectBanner
				connectUrl="https://provider.test/connect"
				navigate={navigate}
				learnMoreUrl="https://docs.test/fees"
			/>
		);

		const region = screen.getByRole('region', {
			name: 'Connect to Stripe to use this block on your site',
		});
		expect(region.textContent).toContain(
			'This block will be hidden from your visitors until you connect to Stripe.'
		);
		expect(
			screen.getByRole('link', { name: /Learn more about the block and fees/ }).getAttribute('href')
		).toBe('https://docs.test/fees');

		fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
		fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
		expect(navigate).toHaveBeenCalledTimes(1);
		expect(navigate).toHaveBeenCalledWith('https://provider.test/connect');
	});
});
