import * as z from 'zod/mini';

import type { Transport } from '../transport';
import { toAiError } from './ai-error';

/** What an empty image prompt becomes. */
export const DEFAULT_IMAGE_PROMPT = 'What would you like to see?';

/** `POST wpcom/v2/jetpack-ai/images/generations`: base64 PNGs. */
export const aiImagesSchema = z.object({
	data: z.array(z.object({ b64_json: z.string().check(z.minLength(1)) })),
});
export type AiImagesResponse = z.infer<typeof aiImagesSchema>;

export interface GenerateImagesOptions {
	readonly prompt: string;
	readonly postId?: number;
	readonly signal?: AbortSignal;
}

/**
 * Generates images from a prompt and returns them as PNG data URLs
 * (`data:image/png;base64,…`). Failures reject with an `AiError`.
 *
 * @example
 * const [url] = await generateAiImages(hosted, { prompt: 'A red kite', postId: 1 });
 */
export async function generateAiImages(hosted: Transport, options: GenerateImagesOptions): Promise<string[]> {
	const prompt = options.prompt.trim() === '' ? DEFAULT_IMAGE_PROMPT : options.prompt;
	try {
		const answer = await hosted.request('jetpack-ai/images/generations', {
			call: 'ai.generateImages',
			method: 'post',
			json: { prompt, ...(options.postId !== undefined ? { post_id: options.postId } : {}) },
			schema: aiImagesSchema,
			signal: options.signal,
		});
		return answer.data.map((image) => `data:image/png;base64,${image.b64_json}`);
	} catch (error) {
		throw toAiError(error);
	}
}
