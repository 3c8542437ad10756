// Written by `npm run blocks` from the block folders (tools/workspace): do not edit by hand.
import { allowsBlockTier, type BlockTier, type BlockTierChoice } from '@blockyard/ui';

import { registerAddressBlock } from './address';
import { registerBusinessHoursBlock } from './business-hours';
import { registerContactInfoBlock } from './contact-info';
import { registerEmailBlock } from './email';
import { registerMapBlock } from './map';
import { registerMarkdownBlock } from './markdown';
import { registerPhoneBlock } from './phone';
import { registerRelatedPostsBlock } from './related-posts';
import { registerRepeatVisitorBlock } from './repeat-visitor';
import { registerStarRatingBlock } from './star-rating';

/** Each folder's register function, with the block's tier (its block.json's `blockyard.tier`). */
const folders: readonly (readonly [BlockTier, () => void])[] = [
	['production', registerAddressBlock],
	['production', registerBusinessHoursBlock],
	['production', registerContactInfoBlock],
	['production', registerEmailBlock],
	['production', registerMapBlock],
	['production', registerMarkdownBlock],
	['production', registerPhoneBlock],
	['production', registerRelatedPostsBlock],
	['production', registerRepeatVisitorBlock],
	['production', registerStarRatingBlock],
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
