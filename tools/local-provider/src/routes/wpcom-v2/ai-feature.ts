import type { AiFeatureResponse } from '@blockyard/api-client';
import type { Hono } from 'hono';

import { acceptsImages, readAiConfig } from '../../ai/config';
import { aiRequestsCount } from '../../ai/quota';
import { REST_PREFIX, type RouteContext } from '../route-context';

/**
 * `GET wpcom/v2/ai-assistant-feature`: a free plan with
 * `BLOCKYARD_AI_FREE_REQUESTS` queries (default 20), how many were made, and
 * whether a query may carry images (`accepts-images`: only with an upstream
 * model and `BLOCKYARD_AI_UPSTREAM_IMAGES`; never with the offline engine).
 */
export function mountAiFeature(app: Hono, { db }: RouteContext): void {
	const config = readAiConfig(process.env);
	const { freeRequests } = config;
	app.get(`${REST_PREFIX}/wpcom/v2/ai-assistant-feature`, (c) => {
		const count = aiRequestsCount(db);
		const overLimit = count >= freeRequests;
		const answer: AiFeatureResponse = {
			'has-feature': false,
			'is-over-limit': overLimit,
			'requests-count': count,
			'requests-limit': freeRequests,
			'site-require-upgrade': overLimit,
			'upgrade-type': 'default',
			'accepts-images': acceptsImages(config),
		};
		return c.json(answer);
	});
}
