import { formatSoldMoney } from '../../money/format-sold-money';
import type { MoneyStyle } from '../../money/money-style';
import type { PaymentButtonAttributes } from './types';

/** Whether the product has what its card shows: a name and a positive price. */
export const hasCard = (attributes: Pick<PaymentButtonAttributes, 'title' | 'price'>): boolean =>
	typeof attributes.title === 'string' &&
	attributes.title.trim() !== '' &&
	typeof attributes.price === 'number' &&
	attributes.price > 0;

/**
 * The price as the card shows it, with the currency's own symbol and decimals, and the
 * separators and the symbol's place of the stored money style (the site's language), else the
 * currency's own: the same on every computer, since the saved markup may not depend on the
 * browser that saved it. A malformed style is ignored.
 */
export const cardPrice = (price: number, currency: string, style?: MoneyStyle): string =>
	formatSoldMoney(price, currency, { style }) ?? String(price);
