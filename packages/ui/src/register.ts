import { registerBlockFolders } from './blocks';
import type { BlockTierChoice } from './blocks/tiers';

/**
 * Registers every block of @blockyard/ui (the shared button) that `tiers` lets in (default:
 * production blocks, as in a post editor). Idempotent.
 *
 * @example
 * registerUiBlocks();
 */
export function registerUiBlocks(tiers: BlockTierChoice = {}): void {
	registerBlockFolders(tiers);
}
