import { __, sprintf } from '@wordpress/i18n';

import { formatMoney, minimumPrice, parseAmount } from '../money';
import type { NewMembershipsProduct, ProductKind } from './types';

/** The messages of each kind of product. */
export function productMessages(kind: ProductKind): {
	readonly requiresName: string;
	readonly requiresValidPrice: string;
	readonly creationFailed: string;
} {
	return kind === 'subscription'
		? {
				requiresName: __('Subscription requires a name', 'blockyard'),
				requiresValidPrice: __('Subscription requires a valid price', 'blockyard'),
				creationFailed: __('There was an error when adding the subscription.', 'blockyard'),
			}
		: {
				requiresName: __('Payment plan requires a name', 'blockyard'),
				requiresValidPrice: __('Payment plan requires a valid price', 'blockyard'),
				creationFailed: __('There was an error when adding the payment plan.', 'blockyard'),
			};
}

/** The price as a number: typed text is read with the currency's separators. */
export function productPrice(product: Pick<NewMembershipsProduct, 'price' | 'currency'>): number | undefined {
	const { price, currency } = product;
	if (typeof price === 'number') {
		return Number.isFinite(price) ? price : undefined;
	}
	return parseAmount(price, currency);
}

/**
 * Why `product` cannot be created, or undefined when it can: a name is required; a price that is
 * not a positive number is not valid; a price below the currency's minimum charge names the
 * minimum ('Minimum allowed price is $0.50.').
 *
 * @example
 * productError('subscription', { title: '', price: 5, currency: 'USD', interval: '1 month' });
 * // 'Subscription requires a name'
 */
export function productError(kind: ProductKind, product: NewMembershipsProduct): string | undefined {
	const messages = productMessages(kind);
	if (product.title.trim() === '') {
		return messages.requiresName;
	}
	const price = productPrice(product);
	if (price === undefined || price <= 0) {
		return messages.requiresValidPrice;
	}
	const minimum = minimumPrice(product.currency);
	if (price < minimum) {
		return sprintf(
			/* translators: %s: the smallest price allowed, with its currency, e.g. $0.50. */
			__('Minimum allowed price is %s.', 'blockyard'),
			formatMoney(minimum, product.currency) ?? String(minimum)
		);
	}
	return undefined;
}
