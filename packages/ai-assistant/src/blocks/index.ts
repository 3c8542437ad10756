// Written by `npm run blocks` from the block folders (tools/workspace): do not edit by hand.
import { registerAiAssistantBlock } from './ai-assistant';

/** Registers the block of every folder beside this file. Idempotent, as each of them is. */
export function registerBlockFolders(): void {
	registerAiAssistantBlock();
}
