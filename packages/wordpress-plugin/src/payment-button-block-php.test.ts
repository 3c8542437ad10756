// @vitest-environment jsdom
// The payment button's render filter (plugin/includes/payment-button-block.php) outside WordPress,
// through `php` and test/php/payment-button-block.php: the form to the provider's checkout in
// place of the saved link, the quantity only when more than one may be bought, nothing for a
// product the money contract refuses, and the buyer's thanks back from the checkout.
import { describe, expect, it } from 'vitest';

import { runPhp } from './test/php';

interface Request {
	readonly page: string;
	readonly get?: Record<string, string>;
	readonly renders: readonly { content: string; attrs: Record<string, unknown> }[];
}

const render = (request: Request) =>
	runPhp<{ renders: string[] }>('payment-button-block.php', {
		root: 'https://provider.example/wp-json/',
		...request,
	}).renders;

const SAVED =
	'<div class="wp-block-blockyard-payment-button"><div class="wp-block-blockyard-payment-button__product"><div class="wp-block-blockyard-payment-button__details"><h3 class="wp-block-blockyard-payment-button__title">Handmade mug</h3><p class="wp-block-blockyard-payment-button__purchase"><a class="wp-block-blockyard-payment-button__purchase-link" href="http://site.test/mug/">Click here to purchase.</a></p></div></div></div>';
const MUG = { productId: 7, title: 'Handmade mug', price: 24.5, multiple: true };

/** The rendered block as a document, to ask what a browser would find in it. */
const parse = (html: string) => {
	const template = document.createElement('template');
	template.innerHTML = html;
	return template.content;
};

describe('the payment button’s render filter in PHP', () => {
	it('puts the form to the provider’s checkout, with a quantity and the provider’s button, in place of the link', () => {
		const [html = ''] = render({ page: '/mug/?ref=home', renders: [{ content: SAVED, attrs: MUG }] });
		const block = parse(html);
		const form = block.querySelector('form');
		expect(form?.getAttribute('action')).toBe(
			'https://provider.example/wp-json/wpcom/v2/pay-products/checkout'
		);
		expect(form?.getAttribute('method')).toBe('get');
		expect(block.querySelector('a')).toBeNull();
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
			['return', 'http://site.test/mug/?ref=home'],
		]);
		expect(block.querySelector('label')?.textContent).toContain('Quantity');
		expect(block.querySelector('input[name="quantity"]')?.getAttribute('value')).toBe('1');
		expect(block.querySelector('button img')?.getAttribute('src')).toBe(
			'https://provider.example/wp-json/wpcom/v2/pay-products/button.svg'
		);
	});

	it('asks no quantity when one is all people may buy, and keeps the link for a product the contract refuses', () => {
		const [single = '', negative = '', decimals = '', noProduct = ''] = render({
			page: '/mug/',
			renders: [
				{ content: SAVED, attrs: { ...MUG, multiple: false } },
				{ content: SAVED, attrs: { ...MUG, price: -5 } },
				{ content: SAVED, attrs: { ...MUG, price: 24.5, currency: 'JPY' } },
				{ content: SAVED, attrs: { ...MUG, productId: undefined } },
			],
		});
		expect(parse(single).querySelector('input[name="quantity"]')).toBeNull();
		expect(parse(single).querySelector('form')).not.toBeNull();
		for (const html of [negative, decimals, noProduct]) {
			expect(html).toBe(SAVED);
		}
	});

	it('thanks the buyer back from the checkout at the block of that product, and takes the flags off the way back', () => {
		const get = { blockyard_purchase: 'paid', blockyard_purchase_product: '7' };
		const page = '/mug/?blockyard_purchase=paid&blockyard_purchase_product=7';
		const [bought = '', other = ''] = render({
			page,
			get,
			renders: [
				{ content: SAVED, attrs: MUG },
				{ content: SAVED, attrs: { ...MUG, productId: 8 } },
			],
		});
		expect(parse(bought).querySelector('[role="status"]')?.textContent).toBe(
			'Thank you for your purchase.'
		);
		expect(parse(bought).querySelector<HTMLInputElement>('input[name="return"]')?.value).toBe(
			'http://site.test/mug/'
		);
		expect(parse(other).querySelector('[role="status"]')).toBeNull();
	});
});
