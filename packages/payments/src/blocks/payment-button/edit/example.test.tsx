import { createApi } from '@blockyard/api-client';
import { renderBlockEdit, testHost } from '@blockyard/block-edit-harness';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import metadata from '../block.json';
import { PAYMENT_BUTTON_BLOCK_NAME, registerPaymentButtonBlock } from '../index';
import type { PaymentButtonAttributes } from '../types';

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
});

describe('the payment button’s example in the inserter', () => {
	it('shows the product card with a drawn mug, and asks nothing of the network', async () => {
		const fetchMock = vi.fn();
		vi.stubGlobal('fetch', fetchMock);
		const api = createApi({ root: 'http://site.test/wp-json/', fetch: fetchMock });
		renderBlockEdit<PaymentButtonAttributes>({
			name: PAYMENT_BUTTON_BLOCK_NAME,
			register: registerPaymentButtonBlock,
			attributes: {
				featuredMediaId: 0,
				multiple: false,
				...metadata.example.attributes,
			},
			host: testHost({ api }),
		});

		const mug = await screen.findByRole('img', { name: 'A handmade mug' });
		const card = mug.closest('.wp-block-blockyard-payment-button__product') as HTMLElement;
		expect(within(card).getByRole('heading', { name: 'Handmade mug' })).toBeTruthy();
		expect(card.textContent).toContain('$24.00');
		expect(within(card).getByRole('link', { name: 'Click here to purchase.' })).toBeTruthy();
		// Neither the product form nor the provider's button image, which would be fetched.
		expect(screen.queryByRole('textbox')).toBeNull();
		expect(document.querySelector('img')).toBeNull();
		expect(fetchMock).not.toHaveBeenCalled();
	});
});
