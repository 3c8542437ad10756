import type { AiAssistantAttributes, AiRequest, PromptInput, PromptType } from '../../../types';

/** The block's settings every request carries (the AI playground's). */
export type RequestSettings = Pick<AiAssistantAttributes, 'useGutenbergSyntax' | 'customSystemPrompt'>;

/**
 * The request for a prompt type and its input, with the block's settings: whether the reply is
 * block markup, and the block's own system prompt when one is written (a blank one is left out).
 */
export function assistantRequest(
	promptType: PromptType,
	input: PromptInput,
	settings: RequestSettings
): AiRequest {
	return {
		promptType,
		input: {
			...input,
			useGutenbergSyntax: settings.useGutenbergSyntax,
			...(settings.customSystemPrompt.trim() === ''
				? {}
				: { customSystemPrompt: settings.customSystemPrompt }),
		},
	};
}
