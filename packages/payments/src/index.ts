/**
 * Registers every block of @blockyard/payments. Idempotent: blocks already registered are left
 * alone.
 *
 * @example
 * registerPaymentsBlocks();
 */
export function registerPaymentsBlocks(): void {
	// The donations, payment button and ad blocks register here.
}

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
