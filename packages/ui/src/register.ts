import { registerBlockFolders } from './blocks';

/**
 * Registers every block of @blockyard/ui (the shared button). Idempotent.
 *
 * @example
 * registerUiBlocks();
 */
export function registerUiBlocks(): void {
	registerBlockFolders();
}
