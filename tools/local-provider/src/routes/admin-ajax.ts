import type { Hono } from 'hono';

import { issueAiToken } from '../ai/jwt';
import { siteBlogId } from '../ai/site-id';
import { requestOrigin } from '../http/request-origin';
import { isUploadKey } from '../resumable/upload-key';
import type { RouteContext } from './route-context';

/**
 * `wp-admin/admin-ajax.php`, for the one action the blocks call there:
 * `videopress-get-upload-jwt`, the token and URL of a resumable video upload. With `key` (the
 * key the upload's creation answered), the token is for that upload alone: the client asks for
 * one to resume it. Answers as WordPress's `wp_send_json_*` do (a key that names no upload the
 * service could have made is `success: false`); an unknown action gets WordPress's `0` with 400.
 */
export function mountAdminAjax(app: Hono, { db }: RouteContext): void {
	app.post('/wp-admin/admin-ajax.php', async (c) => {
		const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
		if (form.action !== 'videopress-get-upload-jwt') {
			return c.text('0', 400);
		}
		const key = typeof form.key === 'string' ? form.key : undefined;
		if (key !== undefined && !isUploadKey(key)) {
			return c.json({ success: false, data: { message: 'The upload key is not valid.' } });
		}
		const blogId = siteBlogId(db);
		return c.json({
			success: true,
			data: {
				upload_token: issueAiToken(db, blogId, Date.now(), key),
				upload_blog_id: blogId,
				// The resumable (tus) endpoint the media package's upload goes to.
				upload_action_url: `${requestOrigin(c)}/resumable-upload/`,
			},
		});
	});
}
