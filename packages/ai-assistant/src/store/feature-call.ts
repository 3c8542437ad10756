import { ai, type AiFeature, type Api } from '@blockyard/api-client';

/**
 * The site's AI plan and quota. A module of its own, loaded on first use: the `ai` calls
 * bring the stream parser, which registering the store must not.
 */
export const fetchAiFeature = (api: Api): Promise<AiFeature> => ai.feature(api);
