import { registerDonationsBlock } from './blocks/donations';

/**
 * Registers every block of @blockyard/payments. Idempotent: blocks already registered are left
 * alone.
 *
 * @example
 * registerPaymentsBlocks();
 */
export function registerPaymentsBlocks(): void {
	registerDonationsBlock();
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
export { DONATIONS_BLOCK_NAME, registerDonationsBlock } from './blocks/donations';
export type {
	DonationInterval,
	DonationsAttributes,
	DonationTier,
	DonationTierKey,
} from './blocks/donations/types';
