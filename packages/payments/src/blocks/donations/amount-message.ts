import { __, sprintf } from '@wordpress/i18n';

import { formatMoney, minimumPrice } from '../../money';

/** The message beside an amount the currency does not take: it names the minimum, formatted. */
export function amountErrorMessage(currency: string): string {
	const minimum = minimumPrice(currency);
	return sprintf(
		/* translators: %s: the smallest amount the payment provider charges, with its currency, e.g. $0.50. */
		__('Enter an amount of at least %s.', 'blockyard'),
		formatMoney(minimum, currency) ?? String(minimum)
	);
}
