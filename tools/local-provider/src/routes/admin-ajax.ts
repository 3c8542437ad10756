import type { Hono } from 'hono';

import { issueAiToken } from '../ai/jwt';
import { siteBlogId } from '../ai/site-id';
import { requestOrigin } from '../http/request-origin';
import type { RouteContext } from './route-context';

/**
 * `wp-admin/admin-ajax.php`, for the one action the blocks call there:
 * `videopress-get-upload-jwt`, the token and URL of a resumable video upload.
 * Answers as WordPress's `wp_send_json_*` do; an unknown action gets WordPress's `0` with 400.
 */
export function mountAdminAjax(app: Hono, { db }: RouteContext): void {
	app.post('/wp-admin/admin-ajax.php', async (c) => {
		const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
		if (form.action !== 'videopress-get-upload-jwt') {
			return c.text('0', 400);
		}
		const blogId = siteBlogId(db);
		return c.json({
			success: true,
			data: {
				upload_token: issueAiToken(db, blogId),
				upload_blog_id: blogId,
				// The resumable (tus) endpoint the media package's upload goes to.
				upload_action_url: `${requestOrigin(c)}/resumable-upload/`,
			},
		});
	});
}
