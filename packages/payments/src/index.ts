import { registerAdBlock } from './blocks/ad';
import { registerPaidBlocks } from './paid-blocks';

/**
 * Registers every block of @blockyard/payments. Idempotent: blocks already registered are left
 * alone.
 *
 * @example
 * registerPaymentsBlocks();
 */
export function registerPaymentsBlocks(): void {
	// First: the paid blocks gain their attribute as they register.
	registerPaidBlocks();
	// The donations, payment button and ad blocks register here.
	registerAdBlock();
}

export { AD_BLOCK_NAME, registerAdBlock } from './blocks/ad';
export type { AdAlign, AdAttributes } from './blocks/ad/types';
export type { AdFormatName } from './blocks/ad/formats';

export { startPaymentsViews } from './view';
export type { PaymentsView, PaymentsViewModule } from './view';
