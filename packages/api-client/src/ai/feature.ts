import type { Transport } from '../transport';
import { toAiError } from './ai-error';
import { toAiFeature, type AiFeature } from './ai-feature';
import { aiFeatureSchema } from './feature-schema';

/**
 * @example
 * const { isOverLimit, requestsCount } = await getAiFeature(hosted);
 */
export async function getAiFeature(hosted: Transport, signal?: AbortSignal): Promise<AiFeature> {
	try {
		const answer = await hosted.request('ai-assistant-feature', {
			call: 'ai.feature',
			schema: aiFeatureSchema,
			signal,
		});
		return toAiFeature(answer);
	} catch (error) {
		throw toAiError(error);
	}
}
