import { describe, expect, it } from 'vitest';

import {
	addPaymentButtonCheckout,
	checkoutAddress,
	paymentButtonCheckout,
	purchasedHere,
	returnAddress,
} from './checkout';

const CHECKOUT = 'http://provider.test/wp-json/wpcom/v2/pay-products/checkout';
const PAGE = 'http://site.test/shop/mug/?ref=home#top';
const MUG = { productId: 7, title: 'Handmade mug', price: 24.5, currency: 'USD', multiple: true };
const WORDS = { quantity: 'Quantity', buy: 'Buy now', thanks: 'Thank you for your purchase.' };

describe('the checkout of a payment button', () => {
	it('goes to the provider’s checkout with the product, its price, currency, quantity and the way back', () => {
		const form = paymentButtonCheckout(MUG, CHECKOUT, PAGE);
		expect(form).toBeDefined();
		expect(checkoutAddress(form!, 2)).toBe(
			`${CHECKOUT}?product=7&title=Handmade+mug&amount=24.5&currency=USD&return=${encodeURIComponent('http://site.test/shop/mug/?ref=home')}&quantity=2`
		);
		expect(form?.button).toBe('http://provider.test/wp-json/wpcom/v2/pay-products/button.svg');
	});

	it('sends no quantity when people may buy only one', () => {
		const form = paymentButtonCheckout({ ...MUG, multiple: false }, CHECKOUT, PAGE);
		expect(form?.quantity).toBe(false);
		expect(new URL(checkoutAddress(form!, 2)).searchParams.has('quantity')).toBe(false);
	});

	it('has nothing to sell without a stored product, a name, a valid price or currency, or a safe address', () => {
		for (const attributes of [
			{ ...MUG, productId: undefined },
			{ ...MUG, productId: 'x' },
			{ ...MUG, title: ' ' },
			{ ...MUG, price: -5 },
			{ ...MUG, price: 24.505 },
			{ ...MUG, price: '24' },
			{ ...MUG, currency: 'INR' },
			{ ...MUG, currency: 'JPY', price: 10.5 },
			null,
			'mug',
		]) {
			expect(paymentButtonCheckout(attributes, CHECKOUT, PAGE)).toBeUndefined();
		}
		expect(paymentButtonCheckout(MUG, 'javascript:alert(1)', PAGE)).toBeUndefined();
		expect(paymentButtonCheckout(MUG, CHECKOUT, 'javascript:alert(1)')).toBeUndefined();
		expect(paymentButtonCheckout(MUG, '/relative/checkout', PAGE)).toBeUndefined();
	});

	it('comes back to the page without the purchase flags', () => {
		expect(
			returnAddress('http://site.test/?p=3&blockyard_purchase=paid&blockyard_purchase_product=7#x')
		).toBe('http://site.test/?p=3');
		expect(
			purchasedHere(MUG, 'http://site.test/?p=3&blockyard_purchase=paid&blockyard_purchase_product=7')
		).toBe(true);
		expect(
			purchasedHere(MUG, 'http://site.test/?p=3&blockyard_purchase=paid&blockyard_purchase_product=8')
		).toBe(false);
		expect(purchasedHere(MUG, 'not an address')).toBe(false);
	});
});

describe('the rendered payment button', () => {
	const saved = () => {
		const wrapper = document.createElement('div');
		wrapper.innerHTML = `<div class="wp-block-blockyard-payment-button"><div class="wp-block-blockyard-payment-button__product"><div class="wp-block-blockyard-payment-button__details"><h3 class="wp-block-blockyard-payment-button__title">Handmade mug</h3><p class="wp-block-blockyard-payment-button__purchase"><a class="wp-block-blockyard-payment-button__purchase-link" href="http://site.test/shop/mug/">Click here to purchase.</a></p></div></div></div>`;
		return wrapper.firstElementChild as HTMLElement;
	};

	it('puts the form to the checkout, with a quantity and the provider’s button, in place of the saved link', () => {
		const block = saved();
		addPaymentButtonCheckout(block, MUG, { checkout: CHECKOUT, page: PAGE, words: WORDS });
		const form = block.querySelector('form');
		expect(form?.getAttribute('action')).toBe(CHECKOUT);
		expect(form?.getAttribute('method')).toBe('get');
		expect(block.querySelector('a')).toBeNull();
		const quantity = block.querySelector<HTMLInputElement>('input[name="quantity"]');
		expect(quantity?.closest('label')?.textContent).toContain('Quantity');
		expect(quantity?.getAttribute('value')).toBe('1');
		expect(block.querySelector('button img')?.getAttribute('alt')).toBe('Buy now');
		expect(
			[...block.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [
				input.name,
				input.value,
			])
		).toEqual([
			['product', '7'],
			['title', 'Handmade mug'],
			['amount', '24.5'],
			['currency', 'USD'],
			['return', 'http://site.test/shop/mug/?ref=home'],
		]);
		expect(block.querySelector('[role="status"]')).toBeNull();
	});

	it('keeps the saved link when there is nothing to sell here, and thanks the buyer back from the checkout', () => {
		const block = saved();
		addPaymentButtonCheckout(
			block,
			{ ...MUG, productId: undefined },
			{ checkout: CHECKOUT, page: PAGE, words: WORDS }
		);
		expect(block.querySelector('form')).toBeNull();
		expect(block.querySelector('a')).not.toBeNull();

		const bought = saved();
		addPaymentButtonCheckout(bought, MUG, {
			checkout: CHECKOUT,
			page: 'http://site.test/shop/mug/?blockyard_purchase=paid&blockyard_purchase_product=7',
			words: WORDS,
		});
		expect(bought.querySelector('[role="status"]')?.textContent).toBe('Thank you for your purchase.');
	});
});
