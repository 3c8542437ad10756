import type { Hono } from 'hono';
import * as z from 'zod';

import { readOption, writeOption } from '../../data/option-json';
import { readJsonBody } from '../../http/read-json-body';
import { RestError } from '../../http/rest-error';
import { PLUGIN_PREFIX } from './path';
import type { RouteContext } from '../route-context';

const DISMISSED = 'blockyard_plugin_dismissed_notices';
const NOTICE_ID = /^[a-z0-9_-]{1,64}$/;

/** `jetpack/v4/notice/{id}`: dismissing notices, remembered by id. */
export function mountJetpackV4Notices(app: Hono, { db }: RouteContext): void {
	app.post(`${PLUGIN_PREFIX}/notice/:id`, async (c) => {
		const id = c.req.param('id');
		if (!NOTICE_ID.test(id)) {
			throw new RestError('rest_invalid_param', 'Invalid parameter(s): id', 400, {
				params: { id: 'Expected a notice name.' },
			});
		}
		await readJsonBody(c, z.object({ dismissed: z.literal(true) }));
		const dismissed = {
			...readOption(db, DISMISSED, z.record(z.string(), z.boolean()), () => ({})),
			[id]: true,
		};
		writeOption(db, DISMISSED, dismissed);
		return c.json(dismissed);
	});
}
