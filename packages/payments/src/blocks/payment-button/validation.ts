import { __, _n, sprintf } from '@wordpress/i18n';

import { currencyPrecision, PAYMENT_BUTTON_CURRENCIES } from '../../money';
import type { PaymentButtonAttributes, PaymentButtonErrors } from './types';

/** An address with one `@`, something before it, and a dotted domain after it. */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/**
 * The price's message, or `undefined` when it is a valid price in `currency`. `price` is what the
 * author typed (the form keeps the text, so that a price that is not a number can be named) or
 * the stored number; decimals are counted on it as written, with a dot.
 */
export function priceError(price: string | number | undefined, currency: string): string | undefined {
	const text =
		typeof price === 'number' ? (Number.isFinite(price) ? String(price) : 'NaN') : (price ?? '').trim();
	const required = __('If you’re selling something, you need a price tag. Add yours here.', 'blockyard');
	if (text === '') {
		return required;
	}
	const amount = Number(text);
	if (Number.isNaN(amount)) {
		return __('Invalid price', 'blockyard');
	}
	if (amount === 0) {
		return required;
	}
	if (amount < 0) {
		return __(
			'Your price is negative — enter a positive number so people can pay the right amount.',
			'blockyard'
		);
	}
	const decimals = /\.(\d+)$/.exec(text)?.[1] ?? '';
	const precision = currencyPrecision(currency);
	if (decimals.length > precision) {
		return precision === 0
			? __(
					'We know every penny counts, but prices in this currency can’t contain decimal values.',
					'blockyard'
				)
			: sprintf(
					/* translators: %d: how many decimal places the currency has. */
					_n(
						'The price cannot have more than %d decimal place.',
						'The price cannot have more than %d decimal places.',
						precision,
						'blockyard'
					),
					precision
				);
	}
	return undefined;
}

/** The item name's message, or `undefined` when there is one. */
export function titleError(title: string): string | undefined {
	return title.trim() === ''
		? __('Please add a brief title so that people know what they’re paying for.', 'blockyard')
		: undefined;
}

/** The email's message, or `undefined` when it is an address. */
export function emailError(email: string): string | undefined {
	const address = email.trim();
	if (address === '') {
		return __('We want to make sure payments reach you, so please add an email address.', 'blockyard');
	}
	return EMAIL.test(address)
		? undefined
		: sprintf(
				/* translators: %s: the email address the author typed. */
				__('%s is not a valid email address.', 'blockyard'),
				address
			);
}

/** Whether `currency` is one the payment button sells in. */
export const isSupportedCurrency = (currency: string): boolean =>
	PAYMENT_BUTTON_CURRENCIES.includes(currency);

/** The currency's message, or `undefined` when it is in the supported list. */
export function currencyError(currency: string): string | undefined {
	return isSupportedCurrency(currency)
		? undefined
		: __('Please choose a currency from the list.', 'blockyard');
}

/**
 * Every field's message for the product as it stands; an empty object when it may be saved.
 * `priceText`, when given, is the price as the author typed it (see {@link priceError}).
 */
export function validateProduct(
	attributes: Pick<PaymentButtonAttributes, 'title' | 'price' | 'currency' | 'email'>,
	priceText?: string
): PaymentButtonErrors {
	const errors: PaymentButtonErrors = {
		title: titleError(attributes.title),
		price: priceError(priceText ?? attributes.price, attributes.currency),
		currency: currencyError(attributes.currency),
		email: emailError(attributes.email),
	};
	return Object.fromEntries(
		Object.entries(errors).filter(([, message]) => message !== undefined)
	) as PaymentButtonErrors;
}

/** Whether the product has no message, and may be saved or shown as a card. */
export const isValidProduct = (errors: PaymentButtonErrors): boolean => Object.keys(errors).length === 0;

/**
 * The field message for a product the server refused: its `data.key` names the field
 * (`spay_email`, `spay_price`); `undefined` for any other refusal.
 */
export function serverFieldError(key: unknown, email: string): PaymentButtonErrors | undefined {
	if (key === 'spay_email') {
		return {
			email: sprintf(
				/* translators: %s: the email address the author typed. */
				__('%s is not a valid email address.', 'blockyard'),
				email.trim()
			),
		};
	}
	if (key === 'spay_price') {
		return { price: __('Invalid price.', 'blockyard') };
	}
	return undefined;
}
