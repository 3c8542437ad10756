// Written by `npm run blocks` from the block folders (tools/workspace): do not edit by hand.
import { allowsBlockTier, type BlockTier, type BlockTierChoice } from '@blockyard/ui';

import { registerAdBlock } from './ad';
import { registerDonationsBlock } from './donations';
import { registerPaymentButtonBlock } from './payment-button';

/** Each folder's register function, with the block's tier (its block.json's `blockyard.tier`). */
const folders: readonly (readonly [BlockTier, () => void])[] = [
	['production', registerAdBlock],
	['production', registerDonationsBlock],
	['production', registerPaymentButtonBlock],
];

/**
 * Registers the block of every folder beside this file whose tier `tiers` lets in (default:
 * production blocks, in a post editor). Idempotent, as each of them is.
 */
export function registerBlockFolders(tiers: BlockTierChoice = {}): void {
	for (const [tier, register] of folders) {
		if (allowsBlockTier(tier, tiers)) {
			register();
		}
	}
}
