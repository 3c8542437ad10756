import type { Hono } from 'hono';
import * as z from 'zod';

import { readJsonBody } from '../../http/read-json-body';
import { PLUGIN_PREFIX } from './path';

/** `jetpack/v4/marketing/survey`: the answers are checked, not kept. */
export function mountJetpackV4Marketing(app: Hono): void {
	app.post(`${PLUGIN_PREFIX}/marketing/survey`, async (c) => {
		await readJsonBody(
			c,
			z.object({
				survey_id: z.string().min(1).max(100),
				survey_responses: z.record(z.string(), z.json()),
				site_id: z.int().optional(),
			})
		);
		return c.json({ success: true });
	});
}
