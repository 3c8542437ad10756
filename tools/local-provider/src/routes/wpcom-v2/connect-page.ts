import type { Context, Hono } from 'hono';

import { escapeHtml, htmlPage } from '../../http/html-page';
import { isOwnOrigin } from '../../http/origin-guard';
import { checkState, issueState } from '../../http/page-session';
import { readPageForm } from '../../http/read-page-form';
import { requestOrigin } from '../../http/request-origin';
import { RestError } from '../../http/rest-error';
import type { RouteContext } from '../route-context';

export interface ConnectPageOptions {
	/** The service's name as the page shows it. */
	readonly service: string;
	/**
	 * Connects the service; what it returns is posted to the opener (`{ keyring_id }`), if
	 * anything. `account` is the account chosen among {@link accounts} (`''` for a new one).
	 */
	readonly connect: (account: string) => Readonly<Record<string, unknown>> | undefined;
	/** The accounts already connected that the page offers to connect again, besides a new one. */
	readonly accounts?: () => readonly { readonly value: string; readonly label: string }[];
}

/** The page's choice of account: a new one (checked), or one already connected, to sign in again. */
function accountChoice(accounts: readonly { readonly value: string; readonly label: string }[]): string {
	if (accounts.length === 0) {
		return '';
	}
	const radio = (value: string, label: string, checked: boolean) =>
		`<label><input type="radio" name="account" value="${escapeHtml(value)}"${checked ? ' checked' : ''}> ${escapeHtml(label)}</label>`;
	return `<fieldset><legend>Account</legend>
${[radio('', 'A new stand-in account', true), ...accounts.map((account) => radio(account.value, account.label, false))].join('<br>\n')}
</fieldset>`;
}

/**
 * The window the popup was opened from: the `origin` parameter (put in the
 * connect URL for the page that asked for it), which must be an allowed origin
 * or the page's own; without one, the page's own origin. Anything else
 * answers 400: a message is never posted to `'*'`.
 */
function openerOrigin(c: Context, { access }: RouteContext, given: string | undefined): string {
	if (given === undefined || given === '') {
		return requestOrigin(c);
	}
	if (access.isAllowedOrigin(given) || isOwnOrigin(c, given) || given === requestOrigin(c)) {
		return given;
	}
	throw new RestError(
		'invalid_origin',
		'origin must be the origin of the page that opened this window.',
		400
	);
}

/** The `origin` parameter of a connect URL: the origin of the page that asked for it. */
export function connectUrlOrigin(c: Context, { access }: RouteContext): string {
	const origin = c.req.header('origin');
	return origin !== undefined && access.isAllowedOrigin(origin) ? origin : requestOrigin(c);
}

/**
 * A connect popup's page at `path`. `GET` asks to connect the service (an
 * Approve button); its form's `POST`, with the `state` issued to this
 * browser's session, connects it and says so, posts the result of `connect`
 * to the opener (only to the opener's origin, see {@link openerOrigin}) and
 * closes the window.
 */
export function mountConnectPage(
	app: Hono,
	path: string,
	context: RouteContext,
	options: ConnectPageOptions
): void {
	app.get(path, (c) => {
		const origin = openerOrigin(c, context, c.req.query('origin'));
		const state = issueState(c, context.nonce, path);
		return htmlPage(
			c,
			`Connect ${options.service}`,
			`<h1>Connect ${escapeHtml(options.service)}</h1>
<p>The local site will use a local stand-in ${escapeHtml(options.service)} account.</p>
<form method="post">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<input type="hidden" name="origin" value="${escapeHtml(origin)}">
${accountChoice(options.accounts?.() ?? [])}
<button type="submit">Approve</button>
</form>`
		);
	});

	app.post(path, async (c) => {
		const form = await readPageForm(c);
		checkState(c, context.nonce, path, form.get('state'));
		const origin = openerOrigin(c, context, form.get('origin'));
		const message = options.connect(form.get('account') ?? '');
		const script = message
			? `<script>window.opener?.postMessage(${JSON.stringify(message).replace(/</g, '\\u003c')}, ${JSON.stringify(origin).replace(/</g, '\\u003c')});window.close();</script>`
			: '';
		return htmlPage(
			c,
			'Connected',
			`<p>${escapeHtml(options.service)} is connected to the local site.</p>${script}`
		);
	});
}
