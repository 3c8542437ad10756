import type { AiFeatureResponse } from '@blockyard/api-client';
import type { Hono } from 'hono';

import { readAiConfig } from '../../ai/config';
import { aiRequestsCount } from '../../ai/quota';
import { REST_PREFIX, type RouteContext } from '../route-context';

/**
 * `GET wpcom/v2/ai-assistant-feature`: a free plan with
 * `BLOCKYARD_AI_FREE_REQUESTS` queries (default 20), and how many were made.
 */
export function mountAiFeature(app: Hono, { db }: RouteContext): void {
	const { freeRequests } = readAiConfig(process.env);
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
		};
		return c.json(answer);
	});
}
