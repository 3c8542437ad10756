import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { PAYMENTS_FEES_URL, StripeConnectBanner } from './stripe-connect-banner';
import { UpgradeBanner } from './upgrade-banner';

afterEach(cleanup);

describe('UpgradeBanner', () => {
	it('says the block is premium and names the plan it needs', () => {
		render(<UpgradeBanner plan="Premium" checkoutUrl="https://shop.test/checkout" navigate={vi.fn()} />);

		const banner = screen.getByRole('region', { name: 'Premium Block' });
		expect(banner.textContent).toContain('Upgrade to Premium to use this premium block');
		expect(screen.getByRole('button', { name: 'Upgrade' })).toBeTruthy();
	});

	it('tells once of the click, then goes to the checkout and says Redirecting…', () => {
		const navigate = vi.fn();
		const onClick = vi.fn();
		render(
			<UpgradeBanner
				plan="Premium"
				checkoutUrl="https://shop.test/checkout"
				onClick={onClick}
				navigate={navigate}
			/>
		);

		fireEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
		fireEvent.click(screen.getByRole('button', { name: 'Redirecting…' }));

		expect(onClick).toHaveBeenCalledTimes(1);
		expect(navigate).toHaveBeenCalledTimes(1);
		expect(navigate).toHaveBeenCalledWith('https://shop.test/checkout');
		expect(onClick.mock.invocationCallOrder[0]).toBeLessThan(navigate.mock.invocationCallOrder[0]!);
	});
});

describe('StripeConnectBanner', () => {
	it('asks to connect Stripe, says the block is hidden until then and links to the fees', () => {
		render(<StripeConnectBanner connectUrl="https://provider.test/connect" navigate={vi.fn()} />);

		const banner = screen.getByRole('region', {
			name: 'Connect to Stripe to use this block on your site',
		});
		expect(banner.textContent).toContain(
			'This block will be hidden from your visitors until you connect to Stripe.'
		);
		const link = screen.getByRole('link', { name: /Learn more about the block and fees/ });
		expect(link.getAttribute('href')).toBe(PAYMENTS_FEES_URL);
	});

	it('tells once of the click and goes to the connect URL', () => {
		const navigate = vi.fn();
		const onClick = vi.fn();
		render(
			<StripeConnectBanner
				connectUrl="https://provider.test/connect"
				onClick={onClick}
				navigate={navigate}
			/>
		);

		fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
		fireEvent.click(screen.getByRole('button', { name: 'Connect' }));

		expect(onClick).toHaveBeenCalledTimes(1);
		expect(navigate).toHaveBeenCalledTimes(1);
		expect(navigate).toHaveBeenCalledWith(
			`https://provider.test/connect?redirect_to=${encodeURIComponent(window.location.href)}`
		);
	});

	it('leaves the editor for the connect URL by itself when given no way to', () => {
		const assign = vi.fn();
		vi.stubGlobal('location', { ...window.location, assign });
		try {
			render(<StripeConnectBanner connectUrl="https://provider.test/connect" />);
			fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
			expect(assign).toHaveBeenCalledWith(
				`https://provider.test/connect?redirect_to=${encodeURIComponent(window.location.href)}`
			);
		} finally {
			vi.unstubAllGlobals();
		}
	});
});
