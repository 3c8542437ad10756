import type { Hono } from 'hono';

import { copyExternalMedia } from '../../external-media/copy';
import type { RouteContext } from '../route-context';
import { requireConnected, requireWorking, serviceOf } from '../wpcom-v2/external-media';
import { PUBLIC_API_PREFIX } from './videos';

/**
 * The platform's copy of external media for a site it hosts (a simple site):
 * `POST /rest/v1.1/external-media-upload?service={service}`, with the body and answer of
 * `wpcom/v2/external-media/copy/{service}` (the same stand-in services, switches and
 * Google Photos connection).
 */
export function mountRestV11ExternalMediaUpload(app: Hono, context: RouteContext): void {
	app.post(`${PUBLIC_API_PREFIX}/external-media-upload`, async (c) => {
		const service = serviceOf(c);
		requireWorking(context.db, service);
		requireConnected(c, context, service);
		return c.json(await copyExternalMedia(c, context, service));
	});
}
