import type { Api } from '../api';
import { getAiFeature } from './feature';
import { generateAiImages, type GenerateImagesOptions } from './images';
import { streamAiQuery, type AiQueryOptions } from './stream-query';
import { requestAiToken, type AiTokenOptions } from './token';

/**
 * The AI calls. Every failure is an `AiError`. The stream parser comes with
 * this namespace only: a bundle that does not import `ai` does not carry it.
 *
 * @example
 * const { token } = await ai.requestToken(api);
 * for await (const event of ai.streamQuery(api, { token, question: 'Fix: teh cat' })) {
 * 	if (event.type === 'done') console.log(event.text);
 * }
 */
export const ai = {
	/** The bearer token for `streamQuery`, cached for 2 minutes. */
	requestToken: (api: Api, options?: AiTokenOptions) => requestAiToken(api, options),
	/** Streams the answer to a question or conversation from the platform's AI query endpoint. */
	streamQuery: (api: Api, query: AiQueryOptions) =>
		streamAiQuery({ url: api.roots.aiQuery, fetch: api.fetch }, query),
	/** The site's AI plan and quota. */
	feature: (api: Api, signal?: AbortSignal) => getAiFeature(api.hosted, signal),
	/** PNG data URLs for a prompt. */
	generateImages: (api: Api, options: GenerateImagesOptions) => generateAiImages(api.hosted, options),
};
