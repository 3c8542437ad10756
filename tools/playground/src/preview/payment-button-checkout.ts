import type { Api } from '@blockyard/api-client';
import { addPaymentButtonCheckout } from '@blockyard/payments';
import { __ } from '@wordpress/i18n';

/** The provider's stand-in checkout of the payment button, reached through this page's origin. */
export const paymentButtonCheckoutUrl = (api: Api): string =>
	new URL('pay-products/checkout', new URL(api.roots.hosted, document.baseURI)).href;

/**
 * A payment button as a visitor gets it, as the plugin's render filter gives it in WordPress
 * (`includes/payment-button-block.php`): its saved card with the form to the provider's checkout
 * in place of the purchase link, and the buyer's thanks when the page's address says its product
 * was just bought.
 */
export async function renderPaymentButton(attributes: unknown, api: Api, saved: string): Promise<string> {
	const template = document.createElement('template');
	template.innerHTML = saved;
	const block = template.content.querySelector<HTMLElement>('.wp-block-blockyard-payment-button');
	if (block) {
		await addPaymentButtonCheckout(block, attributes, {
			checkout: paymentButtonCheckoutUrl(api),
			page: window.location.href,
			words: {
				quantity: __('Quantity', 'blockyard'),
				buy: __('Buy now', 'blockyard'),
				thanks: __('Thank you for your purchase.', 'blockyard'),
			},
		});
	}
	return template.innerHTML;
}
