import { registerAiAssistantBlock } from './blocks/ai-assistant';
import { registerFormAiExtension } from './extensions/form-ai/register';
import { registerAiTextBlocksExtension } from './extensions/text-blocks/register';

/**
 * Registers the AI Assistant block, the AI actions on paragraphs, headings
 * and lists, and Form AI on contact forms. Idempotent.
 *
 * @example
 * registerAiAssistant();
 */
export function registerAiAssistant(): void {
	registerAiAssistantBlock();
	registerAiTextBlocksExtension();
	registerFormAiExtension();
}

export { AI_ASSISTANT_BLOCK_NAME, registerAiAssistantBlock } from './blocks/ai-assistant';
export { registerAiTextBlocksExtension } from './extensions/text-blocks/register';
export { registerFormAiExtension } from './extensions/form-ai/register';
export { completeDraft, draftToBlocks } from './extensions/form-ai/draft-to-blocks';
export {
	ensureOneSubmitButton,
	SUBMIT_BUTTON_BORDER_RADIUS,
} from './extensions/form-ai/ensure-one-submit-button';
export { aiAssistantStore, type AiAssistantState } from './store';
export { AI_ASSISTANT_FLAG, AI_PLAYGROUND_FLAG } from './feature/flags';
export { useAiAvailability, type AiAvailability } from './feature/use-ai-availability';
export { requiresUpgrade, useAiFeature } from './feature/use-ai-feature';
export { buildPromptMessages } from './prompts/build-prompt-messages';
export { PROMPT_DELIMITER, stripDelimiters, wrapInDelimiter } from './prompts/delimiter';
export { PromptInputError, type PromptInputField } from './prompts/prompt-input-error';
export { isLanguageCode, languageLabel, languageName, siteDefaultLanguage } from './prompts/languages';
export { isTone, toneLabel } from './prompts/tones';
export { systemPrompt } from './prompts/system-prompt';
export { MAX_HISTORY, NETWORK_FAILURE_TRIM, trimAfterNetworkFailure, withReply } from './request/history';
export {
	INITIAL_REQUEST_STATE,
	isRequestActive,
	requestReducer,
	type RequestEvent,
	type RequestState,
	type RequestStatus,
} from './request/machine';
export { isNetworkFailure, toAssistantError } from './request/errors';
export { markdownToHtml } from './markdown/markdown-to-html';
export { blockMarkupToBlocks, markdownToBlocks, replyToBlocks } from './markdown/markdown-to-blocks';
export { StreamingMarkdown } from './markdown/streaming-markdown';
export {
	DEFAULT_TONE,
	EXTRA_LANGUAGES,
	LANGUAGES,
	PROMPT_TYPES,
	TONES,
	type AiAssistantAttributes,
	type AiRequest,
	type AssistantError,
	type AssistantErrorCode,
	type LanguageCode,
	type PromptInput,
	type PromptType,
	type Tone,
} from './types';
