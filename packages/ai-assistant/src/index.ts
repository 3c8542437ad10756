import type { BlockTierChoice } from '@blockyard/ui';

import { registerBlockFolders } from './blocks';
import { registerAiAltTextExtension } from './extensions/alt-text/register';
import { registerFormAiExtension } from './extensions/form-ai/register';
import { registerAiTextBlocksExtension } from './extensions/text-blocks/register';

/**
 * Registers the AI Assistant block, the AI actions on paragraphs, headings
 * and lists, Form AI on contact forms, and the AI alt text panel of image,
 * tiled gallery and slideshow blocks. Idempotent.
 * Blocks of a tier the host has not allowed (`tiers`, default production only, as in a post
 * editor) are left out.
 *
 * @example
 * registerAiAssistant();
 */
export function registerAiAssistant(tiers: BlockTierChoice = {}): void {
	registerBlockFolders(tiers);
	registerAiTextBlocksExtension();
	registerFormAiExtension();
	registerAiAltTextExtension();
}

export { AI_ASSISTANT_BLOCK_NAME, registerAiAssistantBlock } from './blocks/ai-assistant';
export { registerAiTextBlocksExtension } from './extensions/text-blocks/register';
export { registerFormAiExtension } from './extensions/form-ai/register';
export { registerAiAltTextExtension } from './extensions/alt-text/register';
export { AiSuggestionsPanel } from './post-suggestions';
export { aiAssistantStore, type AiAssistantState, type Generations } from './store';
export { AI_ASSISTANT_FLAG, AI_GHOST_TEXT_FLAG, AI_PLAYGROUND_FLAG } from './feature/flags';
export {
	PROMPT_TYPES,
	type AiAssistantAttributes,
	type AiRequest,
	type LanguageCode,
	type PromptInput,
	type PromptType,
	type Tone,
} from './types';
