import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { UpgradeBanner } from './upgrade-banner';

afterEach(cleanup);

describe('UpgradeBanner', () => {
	it('names the plan in a labelled region', () => {
		render(<UpgradeBanner plan="Premium" checkoutUrl="https://shop.test/checkout" navigate={vi.fn()} />);

		const region = screen.getByRole('region', { name: 'Premium Block' });
		expect(region.textContent).toContain('Upgrade to Premium to use this premium block');
	});

	it('navigates to the checkout once and shows Redirecting… meanwhile', () => {
		const navigate = vi.fn();
		const onUpgradeClick = vi.fn();
		render(
			<UpgradeBanner
				plan="Premium"
				checkoutUrl="https://shop.test/checkout"
				navigate={navigate}
				onUpgradeClick={onUpgradeClick}
			/>
		);

		fireEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
		const redirecting = screen.getByRole('button', { name: 'Redirecting…' });
		expect(redirecting.getAttribute('aria-disabled')).toBe('true');
		fireEvent.click(redirecting);

		expect(navigate).toHaveBeenCalledTimes(1);
		expect(navigate).toHaveBeenCalledWith('https://shop.test/checkout');
		expect(onUpgradeClick).toHaveBeenCalledTimes(1);
	});
});
