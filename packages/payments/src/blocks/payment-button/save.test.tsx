import { getSaveContent } from '@wordpress/blocks';
import { beforeAll, describe, expect, it } from 'vitest';

import { PAYMENT_BUTTON_BLOCK_NAME, registerPaymentButtonBlock } from './index';
import type { PaymentButtonAttributes } from './types';

const TEAPOT: PaymentButtonAttributes = {
	currency: 'EUR',
	content: 'Cast iron, for four cups.',
	email: 'shop@example.com',
	featuredMediaId: 0,
	multiple: false,
	postLinkText: 'Click here to purchase.',
	postLinkUrl: 'https://example.com/shop/teapot/',
	price: 1234.5,
	title: 'Teapot',
};

/** The price the saved card shows for `attributes`. */
const savedPrice = (attributes: PaymentButtonAttributes) => {
	const holder = document.createElement('div');
	holder.innerHTML = getSaveContent(PAYMENT_BUTTON_BLOCK_NAME, attributes);
	return holder.querySelector('.wp-block-blockyard-payment-button__price')?.textContent;
};

beforeAll(() => registerPaymentButtonBlock());

describe('the saved payment button', () => {
	it('writes the price in the currency’s own format without a money style, as before', () => {
		expect(savedPrice(TEAPOT)).toBe('€1.234,50');
	});

	it('writes the price the way the site’s language does with a stored money style', () => {
		const german = { locale: 'de_DE', grouping: '.', decimal: ',', symbolFirst: false, spaced: true };
		expect(savedPrice({ ...TEAPOT, moneyStyle: german })).toBe('1.234,50\u00a0€');
		const english = { locale: 'en_GB', grouping: ',', decimal: '.', symbolFirst: true, spaced: false };
		expect(savedPrice({ ...TEAPOT, moneyStyle: english })).toBe('€1,234.50');
		expect(savedPrice({ ...TEAPOT, currency: 'JPY', price: 4500, moneyStyle: english })).toBe('¥4,500');
	});

	it('ignores a malformed money style', () => {
		const broken = { locale: 'de_DE', grouping: '.', decimal: '.', symbolFirst: false, spaced: true };
		expect(savedPrice({ ...TEAPOT, moneyStyle: broken })).toBe('€1.234,50');
	});
});
