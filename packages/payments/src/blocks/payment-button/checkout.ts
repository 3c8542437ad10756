// Where a visitor buys the item: the form to the payment provider's checkout that the page adds
// to a rendered payment button (the plugin's includes/payment-button-block.php in WordPress, the
// playground's preview), and the thanks the buyer finds back on the page. Nothing here is saved:
// the checkout's address is the provider's, known where the block is rendered, never at save time
// (docs/decisions/0060-payment-button-checkout-rendered.md).
import { moneyCurrencyProblem, moneyPriceProblem, safeLinkUrl, safeMediaUrl } from '@blockyard/api-client';

import { element } from './class-names';

/** The query flags the checkout adds to the return address once a purchase is paid. */
export const PURCHASE_FLAG = 'blockyard_purchase';
export const PURCHASE_PRODUCT_FLAG = 'blockyard_purchase_product';

/** The most items a buyer takes at once (the checkout's own limit). */
export const MAX_QUANTITY = 1000;

/** The form to the checkout: where it goes, what it sends, and whether the buyer picks how many. */
export interface PaymentButtonCheckout {
	/** The checkout's address, through the saved-output policy. */
	readonly action: string;
	/** The hidden fields, in order: the product, its name, price and currency, and the way back. */
	readonly fields: readonly (readonly [name: string, value: string])[];
	/** Whether the form has a quantity field ("Allow people to buy more than one item"). */
	readonly quantity: boolean;
	/** The provider's button image, beside the checkout. */
	readonly button: string;
}

const record = (value: unknown): Readonly<Record<string, unknown>> =>
	typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** The page's address without the purchase flags or a fragment: where the checkout sends the buyer back. */
export function returnAddress(page: string): string {
	const url = new URL(page);
	url.searchParams.delete(PURCHASE_FLAG);
	url.searchParams.delete(PURCHASE_PRODUCT_FLAG);
	url.hash = '';
	return url.href;
}

/**
 * The checkout form of a rendered payment button, from its block attributes (read as possibly of
 * the wrong shape), the provider's checkout address and the page's address; `undefined` when the
 * block has nothing to sell there: no stored product, no name, a price or currency the money
 * contract refuses, or an address the saved-output policy refuses.
 */
export function paymentButtonCheckout(
	attributes: unknown,
	checkout: string,
	page: string
): PaymentButtonCheckout | undefined {
	const { productId, title, price, currency = 'USD', multiple } = record(attributes);
	const action = safeLinkUrl(checkout);
	const back = safeLinkUrl(page);
	if (
		action === undefined ||
		back === undefined ||
		!(typeof productId === 'number' && Number.isSafeInteger(productId) && productId > 0) ||
		typeof title !== 'string' ||
		title.trim() === '' ||
		typeof price !== 'number' ||
		typeof currency !== 'string' ||
		moneyPriceProblem(price, currency) !== undefined ||
		moneyCurrencyProblem(currency, 'paymentButton') !== undefined
	) {
		return undefined;
	}
	let button: string | undefined;
	let way: string;
	try {
		button = safeMediaUrl(new URL('button.svg', action).href);
		way = returnAddress(back);
	} catch {
		// An address that is not absolute: the page gave none to go to.
		return undefined;
	}
	if (button === undefined) {
		return undefined;
	}
	return {
		action,
		fields: [
			['product', String(productId)],
			['title', title.trim()],
			['amount', String(price)],
			['currency', currency],
			['return', way],
		],
		quantity: multiple === true,
		button,
	};
}

/** The address the checkout form goes to for `quantity` items (what a GET form sends). */
export function checkoutAddress(form: PaymentButtonCheckout, quantity?: number): string {
	const url = new URL(form.action);
	url.search = '';
	for (const [name, value] of form.fields) {
		url.searchParams.set(name, value);
	}
	if (form.quantity && quantity !== undefined) {
		url.searchParams.set('quantity', String(quantity));
	}
	return url.href;
}

/** Whether the page's address says the product `productId` was just bought. */
export function purchasedHere(attributes: unknown, page: string): boolean {
	const { productId } = record(attributes);
	let url: URL;
	try {
		url = new URL(page);
	} catch {
		return false;
	}
	return (
		typeof productId === 'number' &&
		url.searchParams.get(PURCHASE_FLAG) === 'paid' &&
		url.searchParams.get(PURCHASE_PRODUCT_FLAG) === String(productId)
	);
}

/** The words the rendered form shows; the page gives them translated. */
export interface PaymentButtonCheckoutWords {
	/** The quantity field's label: 'Quantity'. */
	readonly quantity: string;
	/** The button image's text: 'Buy now'. */
	readonly buy: string;
	/** The buyer's thanks: 'Thank you for your purchase.'. */
	readonly thanks: string;
}

/**
 * Gives a rendered payment button (`block`, the block's wrapper) its form to the checkout in
 * place of the saved purchase link (kept when the block has nothing to sell here), and, when the
 * page's address says its product was just bought, the buyer's thanks (a status message). As the
 * plugin's render filter does in WordPress (includes/payment-button-block.php).
 */
export function addPaymentButtonCheckout(
	block: HTMLElement,
	attributes: unknown,
	options: { readonly checkout: string; readonly page: string; readonly words: PaymentButtonCheckoutWords }
): void {
	const { checkout, page, words } = options;
	const document = block.ownerDocument;
	const details = block.querySelector(`.${element('details')}`);
	if (!details) {
		return;
	}
	const form = paymentButtonCheckout(attributes, checkout, page);
	if (form) {
		const purchase = document.createElement('form');
		purchase.className = element('purchase');
		purchase.method = 'get';
		purchase.action = form.action;
		for (const [name, value] of form.fields) {
			const input = document.createElement('input');
			input.type = 'hidden';
			input.name = name;
			input.value = value;
			purchase.append(input);
		}
		if (form.quantity) {
			const label = document.createElement('label');
			label.className = element('quantity');
			const input = document.createElement('input');
			Object.assign(input, { type: 'number', name: 'quantity', min: '1', step: '1', required: true });
			input.max = String(MAX_QUANTITY);
			input.setAttribute('value', '1');
			label.append(words.quantity, ' ', input);
			purchase.append(label);
		}
		const button = document.createElement('button');
		button.type = 'submit';
		button.className = element('pay');
		const image = document.createElement('img');
		image.src = form.button;
		image.alt = words.buy;
		button.append(image);
		purchase.append(button);
		const saved = details.querySelector(`.${element('purchase')}`);
		if (saved) {
			saved.replaceWith(purchase);
		} else {
			details.append(purchase);
		}
	}
	if (purchasedHere(attributes, page)) {
		const thanks = document.createElement('p');
		thanks.className = element('thanks');
		thanks.setAttribute('role', 'status');
		thanks.textContent = words.thanks;
		details.append(thanks);
	}
}
