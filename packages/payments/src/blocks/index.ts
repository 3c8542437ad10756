// Written by `npm run blocks` from the block folders (tools/workspace): do not edit by hand.
import { registerAdBlock } from './ad';
import { registerDonationsBlock } from './donations';
import { registerPaymentButtonBlock } from './payment-button';

/** Registers the block of every folder beside this file. Idempotent, as each of them is. */
export function registerBlockFolders(): void {
	registerAdBlock();
	registerDonationsBlock();
	registerPaymentButtonBlock();
}
