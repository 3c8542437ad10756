import { formatSoldMoney } from '../../money';
import type { PaymentButtonAttributes } from './types';

/** Whether the product has what its card shows: a name and a positive price. */
export const hasCard = (attributes: Pick<PaymentButtonAttributes, 'title' | 'price'>): boolean =>
	typeof attributes.title === 'string' &&
	attributes.title.trim() !== '' &&
	typeof attributes.price === 'number' &&
	attributes.price > 0;

/**
 * The price as the card shows it, in the currency's own symbol, separators and decimals (the
 * same on every computer: the saved markup may not depend on the browser that saved it).
 */
export const cardPrice = (price: number, currency: string): string =>
	formatSoldMoney(price, currency) ?? String(price);
