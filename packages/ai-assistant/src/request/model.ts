/** The model the AI Playground's "Use GPT-4" toggle asks the service for. */
export const GPT_4_MODEL = 'gpt-4';

/**
 * The model a block's requests ask for: GPT-4 when its toggle is on, else
 * none (the service answers with its default model).
 *
 * @example
 * ai.streamQuery(api, { token, messages, model: modelFor(attributes.useGpt4) });
 */
export function modelFor(useGpt4: boolean): string | undefined {
	return useGpt4 ? GPT_4_MODEL : undefined;
}
