import { currencyPrecision, minimumPrice, parseAmount, suggestedAmounts, type MoneyStyle } from '../../money';

/** What a typed amount comes to: the amount, or that it is not one the currency takes. */
export type AmountCheck =
	{ readonly valid: true; readonly amount: number } | { readonly valid: false; readonly minimum: number };

/**
 * An amount as a person types it in `currency` (its own separators, or those of the site's
 * language with a money `style`: see `parseAmount`), rounded to the currency's decimals, and
 * valid from the currency's minimum charge up.
 */
export function checkAmount(text: string, currency: string, style?: MoneyStyle): AmountCheck {
	const minimum = minimumPrice(currency);
	const parsed = parseAmount(text.trim(), currency, { style });
	if (parsed === undefined || !Number.isFinite(parsed)) {
		return { valid: false, minimum };
	}
	const factor = 10 ** currencyPrecision(currency);
	const amount = Math.round(parsed * factor) / factor;
	return amount >= minimum ? { valid: true, amount } : { valid: false, minimum };
}

/** The amount a tier (0, 1 or 2) comes back to when its field is left empty: the currency's suggestion. */
export function defaultTierAmount(currency: string, tier: number): number {
	const suggested = suggestedAmounts(currency);
	return suggested[Math.min(Math.max(tier, 0), suggested.length - 1)] ?? suggested[0];
}
