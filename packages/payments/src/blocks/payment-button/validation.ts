import { moneyCurrencyProblem, moneyPriceProblem } from '@blockyard/api-client';
import { __, _n, sprintf } from '@wordpress/i18n';

import { formatMoney, type MoneyStyle } from '../../money';
import type { PaymentButtonAttributes, PaymentButtonErrors } from './types';

/** An address with one `@`, something before it, and a dotted domain after it. */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/**
 * The price's message, or `undefined` when it is a valid price in `currency`: the money
 * contract's one rule (`moneyPriceProblem` of @blockyard/api-client, which the provider applies
 * too), in the block's translated words. `price` is what the author typed (the form keeps the
 * text, so that a price that is not a number can be named) or the stored number; decimals are
 * counted on the text as written, with a dot. An amount in the message is written in the money
 * `style` (the site's language) when there is one.
 */
export function priceError(
	price: string | number | undefined,
	currency: string,
	style?: MoneyStyle
): string | undefined {
	const problem = moneyPriceProblem(
		typeof price === 'number' && !Number.isFinite(price) ? 'NaN' : price,
		currency
	);
	switch (problem?.key) {
		case undefined:
			return undefined;
		case 'invalidPrice':
			return __('Invalid price', 'blockyard');
		case 'negativePrice':
			return __(
				'Your price is negative — enter a positive number so people can pay the right amount.',
				'blockyard'
			);
		case 'noDecimals':
			return __(
				'We know every penny counts, but prices in this currency can’t contain decimal values.',
				'blockyard'
			);
		case 'tooManyDecimals': {
			const precision = problem.values?.decimals ?? 2;
			return sprintf(
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
		case 'aboveMaximum':
			return sprintf(
				/* translators: %s: the largest amount allowed, with its currency, e.g. $1,000,000.00. */
				__('The amount cannot be more than %s.', 'blockyard'),
				formatMoney(problem.values?.maximum ?? 0, currency, { style }) ??
					String(problem.values?.maximum)
			);
		default:
			return __('If you’re selling something, you need a price tag. Add yours here.', 'blockyard');
	}
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

/** Whether `currency` is one the payment button sells in (the money contract's list). */
export const isSupportedCurrency = (currency: string): boolean =>
	moneyCurrencyProblem(currency, 'paymentButton') === undefined;

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
	attributes: Pick<PaymentButtonAttributes, 'title' | 'price' | 'currency' | 'email' | 'moneyStyle'>,
	priceText?: string
): PaymentButtonErrors {
	const errors: PaymentButtonErrors = {
		title: titleError(attributes.title),
		price: priceError(priceText ?? attributes.price, attributes.currency, attributes.moneyStyle),
		currency: currencyError(attributes.currency),
		email: emailError(attributes.email),
	};
	return Object.fromEntries(
		Object.entries(errors).filter(([, message]) => message !== undefined)
	) as PaymentButtonErrors;
}

/**
 * The messages that keep the product from being created as a draft when the block is added:
 * a draft may be unfinished (no name, no price, no email yet), but what it has must be right,
 * as the server takes it. An empty object when the draft may be sent.
 */
export function draftErrors(
	attributes: Pick<PaymentButtonAttributes, 'title' | 'price' | 'currency' | 'email'>
): PaymentButtonErrors {
	const errors = validateProduct(attributes);
	const unset = {
		title: true,
		price: attributes.price === undefined || attributes.price === 0,
		currency: false,
		email: attributes.email.trim() === '',
	};
	return Object.fromEntries(
		Object.entries(errors).filter(([field]) => !unset[field as keyof typeof unset])
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
