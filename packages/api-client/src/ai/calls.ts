import type { Transport } from '../transport';
import { getAiFeature } from './feature';
import { generateAiImages, type GenerateImagesOptions } from './images';
import { streamAiQuery, type AiQueryOptions } from './stream-query';
import { requestAiToken, type AiTokenOptions } from './token';

export interface AiTransports {
	readonly hosted: Transport;
	readonly plugin: Transport;
	/** The streamed AI query endpoint. */
	readonly aiQueryUrl: string;
}

/**
 * The AI calls of one client (`client.ai`). Every failure is an `AiError`.
 *
 * @example
 * const { token } = await client.ai.requestToken();
 * for await (const event of client.ai.streamQuery({ token, question: 'Fix: teh cat' })) {
 * 	if (event.type === 'done') console.log(event.text);
 * }
 */
export function aiCalls(
	transports: AiTransports,
	options: { readonly fetch?: typeof globalThis.fetch | undefined } = {}
) {
	return {
		/** The bearer token for `streamQuery`, cached for 2 minutes. */
		requestToken: (tokenOptions?: AiTokenOptions) => requestAiToken(transports, tokenOptions),
		/** Streams the answer to a question or conversation. */
		streamQuery: (query: AiQueryOptions) =>
			streamAiQuery({ url: transports.aiQueryUrl, fetch: options.fetch }, query),
		/** The site's AI plan and quota. */
		feature: (signal?: AbortSignal) => getAiFeature(transports.hosted, signal),
		/** PNG data URLs for a prompt. */
		generateImages: (imageOptions: GenerateImagesOptions) =>
			generateAiImages(transports.hosted, imageOptions),
	};
}

export type AiCalls = ReturnType<typeof aiCalls>;
