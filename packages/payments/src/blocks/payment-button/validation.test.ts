import { describe, expect, it } from 'vitest';

import {
	currencyError,
	draftErrors,
	emailError,
	isValidProduct,
	priceError,
	serverFieldError,
	titleError,
	validateProduct,
} from './validation';

const PRICE_REQUIRED = 'If you’re selling something, you need a price tag. Add yours here.';

describe('the price', () => {
	it('is required and not zero', () => {
		expect(priceError(undefined, 'USD')).toBe(PRICE_REQUIRED);
		expect(priceError('', 'USD')).toBe(PRICE_REQUIRED);
		expect(priceError('  ', 'USD')).toBe(PRICE_REQUIRED);
		expect(priceError('0', 'USD')).toBe(PRICE_REQUIRED);
		expect(priceError(0, 'USD')).toBe(PRICE_REQUIRED);
	});

	it('is a number', () => {
		expect(priceError('twelve', 'USD')).toBe('Invalid price');
		expect(priceError('12,50', 'USD')).toBe('Invalid price');
		expect(priceError(Number.NaN, 'USD')).toBe('Invalid price');
	});

	it('is not negative', () => {
		expect(priceError('-5', 'USD')).toBe(
			'Your price is negative — enter a positive number so people can pay the right amount.'
		);
		expect(priceError(-0.5, 'EUR')).toBe(
			'Your price is negative — enter a positive number so people can pay the right amount.'
		);
	});

	it('has no more decimals than the currency', () => {
		expect(priceError('12.345', 'USD')).toBe('The price cannot have more than 2 decimal places.');
		expect(priceError(12.345, 'EUR')).toBe('The price cannot have more than 2 decimal places.');
		expect(priceError('12.34', 'USD')).toBeUndefined();
		expect(priceError('12.3', 'USD')).toBeUndefined();
		expect(priceError(12, 'USD')).toBeUndefined();
	});

	it('has no decimals at all in a currency without them', () => {
		expect(priceError('1200.5', 'JPY')).toBe(
			'We know every penny counts, but prices in this currency can’t contain decimal values.'
		);
		expect(priceError(1200, 'JPY')).toBeUndefined();
	});
});

describe('the title, the email and the currency', () => {
	it('wants a title', () => {
		expect(titleError('')).toBe('Please add a brief title so that people know what they’re paying for.');
		expect(titleError('   ')).toBe(
			'Please add a brief title so that people know what they’re paying for.'
		);
		expect(titleError('Mug')).toBeUndefined();
	});

	it('wants an email address, and a valid one', () => {
		expect(emailError('')).toBe(
			'We want to make sure payments reach you, so please add an email address.'
		);
		expect(emailError('shop@')).toBe('shop@ is not a valid email address.');
		expect(emailError('shop@example')).toBe('shop@example is not a valid email address.');
		expect(emailError('shop @example.com')).toBe('shop @example.com is not a valid email address.');
		expect(emailError('shop@example.com')).toBeUndefined();
	});

	it('wants a currency of the supported list', () => {
		expect(currencyError('USD')).toBeUndefined();
		expect(currencyError('JPY')).toBeUndefined();
		expect(currencyError('XYZ')).toBe('Please choose a currency from the list.');
	});
});

describe('validateProduct', () => {
	it('gives every field’s message at once, and none for a valid product', () => {
		const errors = validateProduct({ title: '', price: undefined, currency: 'USD', email: '' });
		expect(errors).toEqual({
			title: 'Please add a brief title so that people know what they’re paying for.',
			price: PRICE_REQUIRED,
			email: 'We want to make sure payments reach you, so please add an email address.',
		});
		expect(isValidProduct(errors)).toBe(false);

		const valid = validateProduct({
			title: 'Mug',
			price: 24.5,
			currency: 'USD',
			email: 'shop@example.com',
		});
		expect(valid).toEqual({});
		expect(isValidProduct(valid)).toBe(true);
	});

	it('judges the price as typed when the form gives it', () => {
		expect(
			validateProduct(
				{ title: 'Mug', price: undefined, currency: 'USD', email: 'shop@example.com' },
				'abc'
			)
		).toEqual({ price: 'Invalid price' });
	});
});

describe('serverFieldError', () => {
	it('maps the server’s keys to the fields', () => {
		expect(serverFieldError('spay_email', 'shop@example.com')).toEqual({
			email: 'shop@example.com is not a valid email address.',
		});
		expect(serverFieldError('spay_price', 'shop@example.com')).toEqual({ price: 'Invalid price.' });
		expect(serverFieldError('spay_currency', 'shop@example.com')).toBeUndefined();
		expect(serverFieldError(undefined, 'shop@example.com')).toBeUndefined();
	});
});

describe('the draft made when the block is added', () => {
	const unfinished = { title: '', price: undefined, currency: 'USD', email: '' };

	it('may be unfinished: no name, no price, no email yet', () => {
		expect(draftErrors(unfinished)).toEqual({});
		expect(draftErrors({ ...unfinished, price: 0 })).toEqual({});
	});

	it('is not sent with what it has wrong', () => {
		expect(draftErrors({ ...unfinished, price: -5 })).toEqual({
			price: 'Your price is negative — enter a positive number so people can pay the right amount.',
		});
		expect(draftErrors({ ...unfinished, email: 'shop@' })).toEqual({
			email: 'shop@ is not a valid email address.',
		});
		expect(draftErrors({ ...unfinished, currency: 'ZZZ' })).toEqual({
			currency: 'Please choose a currency from the list.',
		});
	});
});

describe('the price’s largest amount', () => {
	it('is the money contract’s, written in the currency', () => {
		expect(priceError('1000000', 'USD')).toBeUndefined();
		expect(priceError('1000000.01', 'USD')).toBe('The amount cannot be more than $1,000,000.00.');
		expect(priceError(Number.POSITIVE_INFINITY, 'USD')).toBe('Invalid price');
	});
});
