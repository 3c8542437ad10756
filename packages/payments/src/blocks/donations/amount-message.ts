import { __, sprintf } from '@wordpress/i18n';

import { formatMoney, minimumPrice, type MoneyStyle } from '../../money';

/**
 * The message beside an amount the currency does not take: it names the minimum, formatted in
 * the money `style` (the site's language) when there is one, else in the currency's own format.
 */
export function amountErrorMessage(currency: string, style?: MoneyStyle): string {
	const minimum = minimumPrice(currency);
	return sprintf(
		/* translators: %s: the smallest amount the payment provider charges, with its currency, e.g. $0.50. */
		__('Enter an amount of at least %s.', 'blockyard'),
		formatMoney(minimum, currency, { style }) ?? String(minimum)
	);
}
