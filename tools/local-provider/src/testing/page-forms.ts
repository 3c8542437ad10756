import { expect } from 'vitest';

import type { Provider } from '../create-provider';
import { BASE } from './fresh-provider';

/** A provider page's form as a browser would see it: where it posts and its hidden fields. */
export interface PageForm {
	/** Where the form posts (absolute, on {@link BASE}). */
	readonly action: string;
	readonly fields: Record<string, string>;
	/** The session cookie the page set, as a `Cookie` header value. */
	readonly cookie: string;
	readonly html: string;
}

const unescape = (text: string): string =>
	text.replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)));

/** Opens a provider page (consent, authorize) and reads its form. */
export async function openPageForm(provider: Provider, url: string): Promise<PageForm> {
	const address = new URL(url, BASE);
	const response = await provider.app.request(`${BASE}${address.pathname}${address.search}`);
	expect(response.status, await response.clone().text()).toBe(200);
	const html = await response.text();
	const form = /<form method="post"(?: action="([^"]*)")?>/.exec(html);
	expect(form, html).not.toBeNull();
	const fields: Record<string, string> = {};
	for (const [, name = '', value = ''] of html.matchAll(
		/<input type="hidden" name="([^"]+)" value="([^"]*)">/g
	)) {
		fields[name] = unescape(value);
	}
	const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
	const action = new URL(form?.[1] ? unescape(form[1]) : `${address.pathname}${address.search}`, BASE).href;
	return { action, fields, cookie, html };
}

/** Posts a page's form back as a browser would (urlencoded, with its session cookie). */
export function submitPageForm(
	provider: Provider,
	form: PageForm,
	changes: { fields?: Record<string, string>; cookie?: string | false } = {}
): Promise<Response> {
	const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' };
	const cookie = changes.cookie === undefined ? form.cookie : changes.cookie;
	if (cookie !== false && cookie !== '') {
		headers['Cookie'] = cookie;
	}
	return Promise.resolve(
		provider.app.request(form.action, {
			method: 'POST',
			headers,
			body: new URLSearchParams({ ...form.fields, ...changes.fields }).toString(),
		})
	);
}

/** Opens a page and presses its Approve button. */
export async function approvePage(provider: Provider, url: string): Promise<Response> {
	return submitPageForm(provider, await openPageForm(provider, url));
}
