import type { Hono } from 'hono';

import { issueAiToken } from '../../ai/jwt';
import { siteBlogId } from '../../ai/site-id';
import { RestError } from '../../http/rest-error';
import { REST_PREFIX, type RouteContext } from '../route-context';

/** `POST wpcom/v2/sites/{siteId}/jetpack-openai-query/jwt`: the AI token for a simple site. */
export function mountAiJwtHosted(app: Hono, { db }: RouteContext): void {
	app.post(`${REST_PREFIX}/wpcom/v2/sites/:siteId/jetpack-openai-query/jwt`, (c) => {
		const blogId = siteBlogId(db);
		if (c.req.param('siteId') !== String(blogId)) {
			throw new RestError('unknown_blog', 'Unknown blog.', 404);
		}
		return c.json({ token: issueAiToken(db, blogId), blog_id: blogId });
	});
}

/** `POST jetpack/v4/jetpack-ai-jwt`: the AI token for a connected (self-hosted) site. */
export function mountAiJwtPlugin(app: Hono, { db }: RouteContext): void {
	app.post(`${REST_PREFIX}/jetpack/v4/jetpack-ai-jwt`, (c) => {
		const blogId = siteBlogId(db);
		return c.json({ token: issueAiToken(db, blogId), blog_id: blogId });
	});
}
