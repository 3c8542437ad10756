import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

import type { AccessPolicy } from '../http/access-policy';
import { escapeHtml, htmlPage } from '../http/html-page';
import { isOwnOrigin } from '../http/origin-guard';

/**
 * Whether the visitor's browser sent the form itself (no script): a form
 * content type, and a page wanted back (`Accept: text/html`). Then it gets an
 * HTML page instead of the JSON the form's script reads.
 */
export function wantsFormPage(c: Context): boolean {
	const type = c.req.header('content-type') ?? '';
	const accept = c.req.header('accept') ?? '';
	return (
		/^\s*(?:application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type) &&
		/(?:^|,)\s*text\/html\b/i.test(accept)
	);
}

/** Whether `url` is a web page of an allowed origin or of the provider itself. */
function isOurPage(c: Context, access: AccessPolicy, url: string): boolean {
	try {
		const { origin, protocol } = new URL(url);
		return (
			(protocol === 'http:' || protocol === 'https:') &&
			(access.isAllowedOrigin(origin) || isOwnOrigin(c, origin))
		);
	} catch {
		return false;
	}
}

export interface FormAnswer {
	readonly status: ContentfulStatusCode;
	/** The page's heading: the thank-you message, or what went wrong. */
	readonly heading: string;
	/** Each field's error, listed under the heading. */
	readonly errors?: readonly string[];
}

/**
 * The page a visitor without JavaScript sees after sending a form: the answer,
 * and a link back to the page the form was on (its `Referer`, when that page
 * is one the provider serves; else a word about the Back button).
 */
export function formAnswerPage(c: Context, access: AccessPolicy, answer: FormAnswer): Response {
	const referer = c.req.header('referer');
	const back =
		referer !== undefined && isOurPage(c, access, referer)
			? `<p><a href="${escapeHtml(referer)}">Back to the form</a></p>`
			: '<p>Use your browser’s Back button to return to the form.</p>';
	const errors =
		answer.errors && answer.errors.length > 0
			? `<ul>${answer.errors.map((error) => `<li>${escapeHtml(error)}</li>`).join('')}</ul>`
			: '';
	return htmlPage(
		c,
		answer.heading,
		`<h1 role="status">${escapeHtml(answer.heading)}</h1>${errors}${back}`,
		answer.status
	);
}
