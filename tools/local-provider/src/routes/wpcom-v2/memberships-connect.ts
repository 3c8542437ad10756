import type { Context, Hono } from 'hono';

import { setMembershipsTesting } from '../../data/memberships';
import { safeRedirectTarget } from '../../data/plugin/safe-redirect';
import { escapeHtml, htmlPage } from '../../http/html-page';
import { checkState, issueState } from '../../http/page-session';
import { readPageForm } from '../../http/read-page-form';
import { requestOrigin } from '../../http/request-origin';
import type { RouteContext } from '../route-context';

/**
 * The flags the stand-in adds to the address it goes back to: the editor's notices read them
 * (packages/payments/src/paid-blocks/address-flags.ts).
 */
export const CONNECTED_FLAG = 'stripe_connect_success';
export const CANCELLED_FLAG = 'stripe_connect_cancelled';

/** `redirect_to` resolved against the origin the browser came to, when it is on this machine. */
function backTo(c: Context, value: string | undefined): string | undefined {
	return value === undefined ? undefined : safeRedirectTarget(value, requestOrigin(c));
}

/**
 * The stand-in for the payment provider's account connection at `path` (the status's
 * `connect_url` while the site has no account). `GET ?redirect_to=URL` asks whether to connect
 * the site's test account, with Connect and Cancel; the form's `POST` (with the `state` issued to
 * this browser's session) connects it or not, and redirects (303) to `redirect_to` with
 * `stripe_connect_success=1` or `stripe_connect_cancelled=1`, or says what happened when there is
 * no address to go back to. `redirect_to` must be on this machine; another is ignored.
 */
export function mountStripeConnect(app: Hono, path: string, context: RouteContext): void {
	app.get(path, (c) => {
		const target = backTo(c, c.req.query('redirect_to'));
		const state = issueState(c, context.nonce, path);
		const hidden = `<input type="hidden" name="state" value="${escapeHtml(state)}">${
			target === undefined
				? ''
				: `<input type="hidden" name="redirect_to" value="${escapeHtml(target)}">`
		}`;
		return htmlPage(
			c,
			'Connect a payment account',
			`<h1>Connect a payment account</h1>
<p>This is the local stand-in for the payment provider: connecting gives the site a test account in US dollars, and no money changes hands.</p>
<form method="post">${hidden}<input type="hidden" name="choice" value="connect"><button type="submit">Connect</button></form>
<form method="post">${hidden}<input type="hidden" name="choice" value="cancel"><button type="submit">Cancel</button></form>`
		);
	});

	app.post(path, async (c) => {
		const form = await readPageForm(c);
		checkState(c, context.nonce, path, form.get('state'));
		const connect = form.get('choice') === 'connect';
		if (connect) {
			setMembershipsTesting(context.db, { connected: true });
		}
		const target = backTo(c, form.get('redirect_to'));
		if (target === undefined) {
			return htmlPage(
				c,
				'Connect a payment account',
				`<p role="status">${connect ? 'The site’s payment account is connected.' : 'Nothing was connected.'} You may close this page.</p>`
			);
		}
		const back = new URL(target);
		back.searchParams.set(connect ? CONNECTED_FLAG : CANCELLED_FLAG, '1');
		return c.redirect(back.href, 303);
	});
}
