// The provider's own pages (the authorize page, the connect popups) as a browser uses them:
// open the page, keep its session cookie, press Approve (post its form back).
import { expect } from 'vitest';

const unescape = (text: string): string =>
	text.replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)));

/** Opens `url` and posts its form back with the page's hidden fields and session cookie. */
export async function approveProviderPage(url: string): Promise<Response> {
	const page = await fetch(url);
	const html = await page.text();
	expect(page.status, html).toBe(200);
	const action = /<form method="post"(?: action="([^"]*)")?>/.exec(html);
	expect(action, html).not.toBeNull();
	const fields = new URLSearchParams();
	for (const [, name = '', value = ''] of html.matchAll(
		/<input type="hidden" name="([^"]+)" value="([^"]*)">/g
	)) {
		fields.set(name, unescape(value));
	}
	return fetch(new URL(action?.[1] ? unescape(action[1]) : url, url), {
		method: 'POST',
		redirect: 'manual',
		headers: {
			'Content-Type': 'application/x-www-form-urlencoded',
			Cookie: (page.headers.get('set-cookie') ?? '').split(';')[0] ?? '',
		},
		body: fields.toString(),
	});
}
