import type { AiTransformRequest } from '../extensions/text-blocks/transform-to-ai-block';

/**
 * The request a saved prompt makes about a block's text: the prompt's text as what the user
 * asks (a `userPrompt`, as if typed in the AI block), applied to the block's text, which the
 * transform adds as the request's content.
 *
 * @example
 * onRequest(savedPromptRequest('Make it friendlier.'));
 */
export const savedPromptRequest = (text: string): AiTransformRequest => ({
	promptType: 'userPrompt',
	input: { request: text },
});
