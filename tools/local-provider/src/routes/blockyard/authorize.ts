import type { Context, Hono } from 'hono';

import { getConnection, updateConnection } from '../../data/plugin/connection-state';
import { safeRedirectTarget } from '../../data/plugin/safe-redirect';
import { escapeHtml, htmlPage } from '../../http/html-page';
import { checkState, issueState } from '../../http/page-session';
import { readPageForm } from '../../http/read-page-form';
import { requestOrigin } from '../../http/request-origin';
import { RestError } from '../../http/rest-error';
import { AUTHORIZE_PAGE } from '../jetpack-v4/path';
import type { RouteContext } from '../route-context';

/** `redirect_uri` resolved against the origin the browser came to, or 400. */
function redirectTarget(c: Context, value: unknown): string {
	const target =
		typeof value === 'string' || value === undefined
			? safeRedirectTarget(value ?? '/', requestOrigin(c))
			: undefined;
	if (target === undefined) {
		throw new RestError(
			'invalid_redirect_uri',
			'redirect_uri must be a relative URL or one on this machine, without control characters.',
			400
		);
	}
	return target;
}

function requireRegistered(db: RouteContext['db']): void {
	if (!getConnection(db).registered) {
		throw new RestError('site_not_registered', 'The site is not registered yet.', 400);
	}
}

/**
 * The stand-in for the hosted platform's authorize screen. `GET` shows what
 * connecting means and an Approve button; only its form's `POST`, with the
 * `state` the page issued to this browser's session, connects the (only)
 * local user, who becomes the connection owner, and redirects (303) to
 * `redirect_uri`, which must resolve to a URL on this machine. A link or a
 * foreign page's form cannot connect anyone.
 */
export function mountBlockyardAuthorize(app: Hono, { db, nonce }: RouteContext): void {
	app.get(AUTHORIZE_PAGE, (c) => {
		const target = redirectTarget(c, c.req.query('redirect_uri'));
		requireRegistered(db);
		const state = issueState(c, nonce, AUTHORIZE_PAGE);
		return htmlPage(
			c,
			'Connect your account',
			`<h1>Connect your account</h1>
<p>Blockyard on this site will use your account on the local provider: AI requests and the connected services.</p>
<form method="post" action="${AUTHORIZE_PAGE}">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<input type="hidden" name="redirect_uri" value="${escapeHtml(target)}">
<button type="submit">Approve</button> <a href="${escapeHtml(target)}">Cancel</a>
</form>`
		);
	});

	app.post(AUTHORIZE_PAGE, async (c) => {
		const form = await readPageForm(c);
		checkState(c, nonce, AUTHORIZE_PAGE, form.get('state'));
		const target = redirectTarget(c, form.get('redirect_uri'));
		requireRegistered(db);
		updateConnection(db, { userConnected: true, ownerConnected: true });
		return c.redirect(target, 303);
	});
}
