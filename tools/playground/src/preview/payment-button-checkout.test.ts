import { createApi } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { paymentButtonCheckoutUrl, renderPaymentButton } from './payment-button-checkout';

const api = createApi({ root: `${window.location.origin}/wp-json/` });
const SAVED =
	'<div class="wp-block-blockyard-payment-button"><div class="wp-block-blockyard-payment-button__product"><div class="wp-block-blockyard-payment-button__details"><h3 class="wp-block-blockyard-payment-button__title">Mug</h3><p class="wp-block-blockyard-payment-button__purchase"><a class="wp-block-blockyard-payment-button__purchase-link" href="/">Click here to purchase.</a></p></div></div></div>';

describe('the payment button in the preview', () => {
	it('goes to the provider’s stand-in checkout through the page’s origin', () => {
		expect(paymentButtonCheckoutUrl(api)).toBe(
			`${window.location.origin}/wp-json/wpcom/v2/pay-products/checkout`
		);
	});

	it('puts the form to the checkout in place of the saved link, as the plugin’s render filter does', async () => {
		const html = await renderPaymentButton(
			{ productId: 7, title: 'Mug', price: 12, currency: 'EUR', multiple: true },
			api,
			SAVED
		);
		const template = document.createElement('template');
		template.innerHTML = html;
		const form = template.content.querySelector('form');
		expect(form?.getAttribute('action')).toBe(paymentButtonCheckoutUrl(api));
		expect(template.content.querySelector('input[name="quantity"]')).not.toBeNull();
		expect(template.content.querySelector('button img')?.getAttribute('alt')).toBe('Buy now');
		expect(template.content.querySelector('a')).toBeNull();
	});

	it('leaves a block with nothing to sell as it was saved', async () => {
		expect(await renderPaymentButton({ title: 'Mug', price: 12 }, api, SAVED)).toBe(SAVED);
	});
});
