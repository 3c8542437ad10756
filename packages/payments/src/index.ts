import type { BlockTierChoice } from '@blockyard/ui';

import { registerBlockFolders } from './blocks';
import { registerPaidBlocks } from './paid-blocks';

/**
 * Registers every block of @blockyard/payments. Idempotent: blocks already registered are left
 * alone. The `blockyard/memberships` store is registered in an editor's registry by the first
 * block that reads it, with that block's edit.
 * Blocks of a tier the host has not allowed (`tiers`, default production only, as in a post
 * editor) are left out.
 *
 * @example
 * registerPaymentsBlocks();
 */
export function registerPaymentsBlocks(tiers: BlockTierChoice = {}): void {
	// First: the paid blocks gain their attribute as they register.
	registerPaidBlocks();
	registerBlockFolders(tiers);
}

export { PAYMENT_BUTTON_BLOCK_NAME, registerPaymentButtonBlock } from './blocks/payment-button';
export type { PaymentButtonAttributes } from './blocks/payment-button/types';
export { addPaymentButtonCheckout } from './blocks/payment-button/add-checkout';
export type { PaymentButtonCheckoutWords } from './blocks/payment-button/checkout';

export { AD_BLOCK_NAME, registerAdBlock } from './blocks/ad';
export type { AdAlign, AdAttributes } from './blocks/ad/types';
export type { AdFormatName } from './blocks/ad/formats';
export { addAdUnits, adUnitUrl } from './blocks/ad/unit';
export type { AdUnitsOptions } from './blocks/ad/unit';

export { startPaymentsViews } from './view';
export type { PaymentsView, PaymentsViewModule } from './view';
export {
	DONATION_CURRENCIES,
	PAYMENT_BUTTON_CURRENCIES,
	currencyFormat,
	formatMoney,
	minimumPrice,
	moneyStyleFor,
	parseAmount,
	suggestedAmounts,
} from './money';
export type { CurrencyFormat, FormatMoneyOptions, MoneyStyle } from './money';
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
export { DONATIONS_BLOCK_NAME, registerDonationsBlock } from './blocks/donations';
export type {
	DonationInterval,
	DonationsAttributes,
	DonationTier,
	DonationTierKey,
} from './blocks/donations/types';
