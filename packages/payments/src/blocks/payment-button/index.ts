import { lazyBlockEdit, registerBlockOnce } from '@blockyard/ui';
import { button } from '@wordpress/icons';

import { registerEarnCategory } from '../../categories';
import metadata from './block.json';
import save from './save';
import type { PaymentButtonAttributes } from './types';

/** The block's registered name: a public contract, never changed once published. */
export const PAYMENT_BUTTON_BLOCK_NAME = 'blockyard/payment-button';

/**
 * Registers `blockyard/payment-button` from its block.json, in the 'Earn' category (added to
 * the editor's categories when it lacks it). Idempotent: does nothing when a block of that name
 * is already registered.
 *
 * @example
 * registerPaymentButtonBlock();
 */
export function registerPaymentButtonBlock(): void {
	registerEarnCategory();
	registerBlockOnce<PaymentButtonAttributes>(PAYMENT_BUTTON_BLOCK_NAME, metadata, {
		icon: button,
		edit: lazyBlockEdit<PaymentButtonAttributes>(() => import('./edit')),
		save,
	});
}
