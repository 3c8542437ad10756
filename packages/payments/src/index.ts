import { registerStoreOnce } from '@blockyard/ui';

import { membershipsStore } from './memberships';
import { registerPaymentButtonBlock } from './blocks/payment-button';

/**
 * Registers every block of @blockyard/payments. Idempotent: blocks already registered are left
 * alone.
 *
 * @example
 * registerPaymentsBlocks();
 */
export function registerPaymentsBlocks(): void {
	registerStoreOnce(membershipsStore);
	// The donations, payment button and ad blocks register here.
	registerPaymentButtonBlock();
}

export { PAYMENT_BUTTON_BLOCK_NAME, registerPaymentButtonBlock } from './blocks/payment-button';
export type { PaymentButtonAttributes } from './blocks/payment-button/types';

export { startPaymentsViews } from './view';
export type { PaymentsView, PaymentsViewModule } from './view';
export {
	DONATION_CURRENCIES,
	PAYMENT_BUTTON_CURRENCIES,
	currencyFormat,
	formatMoney,
	minimumPrice,
	parseAmount,
	suggestedAmounts,
} from './money';
export type { CurrencyFormat, FormatMoneyOptions } from './money';
export { MEMBERSHIPS_API_STATE, membershipsStore, productError, useMemberships } from './memberships';
export type {
	MembershipsApiState,
	MembershipsHost,
	MembershipsProduct,
	MembershipsState,
	NewMembershipsProduct,
	NewProductDefaults,
	ProductKind,
	SubscriberCounts,
} from './memberships';
