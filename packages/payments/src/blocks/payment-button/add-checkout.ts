import type { PaymentButtonCheckoutWords } from './checkout';

/**
 * Gives a rendered payment button (`block`, the block's wrapper) its form to the provider's
 * checkout in place of the saved purchase link, and the buyer's thanks when `page` says its product
 * was just bought: what the plugin's render filter does in WordPress, for a page that renders posts
 * itself (the playground's preview). The code loads on first use, so that the registration of the
 * blocks does not carry it.
 *
 * @example
 * await addPaymentButtonCheckout(element, attributes, {
 *   checkout: 'https://provider.example/wp-json/wpcom/v2/pay-products/checkout',
 *   page: location.href,
 *   words: { quantity: 'Quantity', buy: 'Buy now', thanks: 'Thank you for your purchase.' },
 * });
 */
export async function addPaymentButtonCheckout(
	block: HTMLElement,
	attributes: unknown,
	options: {
		readonly checkout: string;
		readonly page: string;
		readonly words: PaymentButtonCheckoutWords;
	}
): Promise<void> {
	const checkout = await import('./checkout');
	checkout.addPaymentButtonCheckout(block, attributes, options);
}
