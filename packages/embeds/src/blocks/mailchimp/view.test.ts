// @vitest-environment jsdom
import { createApi } from '@blockyard/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { siteRestRoot, startView } from './view';

const SAVED = `<div class="wp-block-blockyard-mailchimp" data-processing-label="Sending…" data-success-label="Thanks!" data-error-label="That did not work." data-interests="local-news,local-events" data-signup-field-tag="SOURCE" data-signup-field-value="blog"><form class="wp-block-blockyard-mailchimp__form" method="post"><input class="wp-block-blockyard-mailchimp__email" type="email" name="email" required aria-label="Your address"/><div class="wp-block-blockyard-button"><button class="wp-block-blockyard-button__element" type="submit">Join</button></div><p class="wp-block-blockyard-mailchimp__consent">I agree.</p></form><p class="wp-block-blockyard-mailchimp__status" role="status" aria-live="polite"></p></div>`;

afterEach(() => {
	document.body.innerHTML = '';
	document.head.innerHTML = '';
});

/** A saved block started with a site whose answers `answer` gives; what was sent is recorded. */
function startSaved(answer: () => Response | Promise<Response>) {
	document.body.innerHTML = SAVED;
	const element = document.querySelector<HTMLElement>('.wp-block-blockyard-mailchimp');
	if (!element) throw new Error('no block');
	const sent: { url: string; body: unknown }[] = [];
	let release: () => void = () => undefined;
	const held = new Promise<void>((resolve) => {
		release = resolve;
	});
	const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
		const request = new Request(input, init);
		sent.push({ url: request.url, body: await request.json() });
		await held;
		return answer();
	});
	startView(element, createApi({ root: 'https://site.test/wp-json/', fetch }));
	const email = element.querySelector<HTMLInputElement>('input');
	const form = element.querySelector('form');
	const status = element.querySelector('[role="status"]');
	const submit = (value: string) => {
		if (email) email.value = value;
		form?.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
	};
	return { element, email, status, submit, sent, release };
}

const json = (body: unknown, status = 200) =>
	new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the Mailchimp visitor’s form', () => {
	it('posts the address with the groups and signup field to the site, then says the success label', async () => {
		const view = startSaved(() => json({ subscribed: true }));
		view.submit(' ada@example.com ');
		expect(view.status?.textContent).toBe('Sending…');
		expect(view.element.classList.contains('is-processing')).toBe(true);
		await vi.waitFor(() => expect(view.sent).toHaveLength(1));
		expect(view.sent[0]).toEqual({
			url: 'https://site.test/wp-json/blockyard/v1/newsletter/subscribe',
			body: {
				email: 'ada@example.com',
				interests: ['local-news', 'local-events'],
				signupFieldTag: 'SOURCE',
				signupFieldValue: 'blog',
			},
		});
		view.release();
		await vi.waitFor(() => expect(view.status?.textContent).toBe('Thanks!'));
		expect(view.element.classList.contains('is-success')).toBe(true);
		expect(view.email?.value).toBe('');
	});

	it('says the error label and keeps what the visitor typed when the signup fails', async () => {
		const view = startSaved(() =>
			json({ code: 'blockyard_newsletter_invalid_email', message: 'No.', data: { status: 400 } }, 400)
		);
		view.submit('not-an-address@x');
		view.release();
		await vi.waitFor(() => expect(view.status?.textContent).toBe('That did not work.'));
		expect(view.email?.value).toBe('not-an-address@x');
		expect(view.email?.getAttribute('aria-invalid')).toBe('true');
		expect(view.element.classList.contains('is-error')).toBe(true);
	});

	it('sends once while a signup is on its way', async () => {
		const view = startSaved(() => json({ subscribed: true }));
		view.submit('ada@example.com');
		view.submit('ada@example.com');
		await vi.waitFor(() => expect(view.sent).toHaveLength(1));
		view.release();
		await vi.waitFor(() => expect(view.status?.textContent).toBe('Thanks!'));
		expect(view.sent).toHaveLength(1);
	});
});

describe('siteRestRoot', () => {
	it('reads the REST root WordPress announces, else /wp-json/ on the page’s origin', () => {
		expect(siteRestRoot()).toBe(new URL('/wp-json/', document.baseURI).href);
		document.head.innerHTML = '<link rel="https://api.w.org/" href="https://example.com/blog/wp-json/">';
		expect(siteRestRoot()).toBe('https://example.com/blog/wp-json/');
	});
});
