import BetterSqlite3 from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { formSubmissionSchema } from '@blockyard/api-client';

import { DATABASE_FILE } from '../db/open-database';
import { contactFormMarkup } from '../testing/contact-form-markup';
import { BASE, bodyOf, freshProvider, requestJson, type TestProvider } from '../testing/fresh-provider';

const FORMS = '/wp-json/blockyard/v1/forms';
/** What a browser sends with a form's own POST. */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const PREVIEW = 'http://127.0.0.1:5173/preview.html?post=2';

async function withForm(confirmationMessage?: string): Promise<TestProvider> {
	const provider = freshProvider();
	const content = contactFormMarkup(
		'f1',
		[
			{ block: 'name', attributes: { name: 'n', label: 'Name', required: true } },
			{ block: 'email', attributes: { name: 'e', label: 'Email', required: true } },
		],
		confirmationMessage === undefined ? {} : { confirmationMessage }
	);
	const saved = await requestJson(provider, '/wp-json/wp/v2/posts', { method: 'POST', json: { content } });
	expect(saved.status).toBe(201);
	return provider;
}

/** A visitor's browser posting the form itself, without the script. */
const browserPost = (provider: TestProvider, formId: string, body: string, referer = PREVIEW) =>
	provider.app.request(`${BASE}${FORMS}/${formId}/responses`, {
		method: 'POST',
		headers: {
			'Content-Type': 'application/x-www-form-urlencoded',
			Accept: BROWSER_ACCEPT,
			Origin: 'http://127.0.0.1:5173',
			Referer: referer,
		},
		body,
	});

async function pageOf(response: Response): Promise<string> {
	expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
	const html = await response.text();
	expect(html).toMatch(/^<!doctype html>/);
	return html;
}

describe('a contact form sent without JavaScript', () => {
	it('gets a thank-you page with a link back, not JSON', async () => {
		const provider = await withForm();
		const response = await browserPost(provider, 'f1', 'n=Ada&e=ada%40example.test');
		expect(response.status).toBe(201);
		const html = await pageOf(response);
		expect(html).toContain('Thank you! Your message has been sent.');
		expect(html).toContain(`<a href="${PREVIEW}">Back to the form</a>`);
		const [stored] = (await (await requestJson(provider, `${FORMS}/responses`)).json()) as {
			fields: object;
		}[];
		expect(stored?.fields).toEqual({ n: 'Ada', e: 'ada@example.test' });
	});

	it('gets the errors listed, each with its field, and a link back', async () => {
		const provider = await withForm();
		const response = await browserPost(provider, 'f1', 'n=&e=nope');
		expect(response.status).toBe(400);
		const html = await pageOf(response);
		expect(html).toContain('Please correct the highlighted fields.');
		expect(html).toContain('<li>Name is required.</li>');
		expect(html).toContain('<li>Enter a valid email address.</li>');
		expect(html).toContain('Back to the form');
	});

	it('gets a page for a form that does not exist and for a body too large', async () => {
		const provider = await withForm();
		const missing = await browserPost(provider, 'nope', 'n=Ada');
		expect(missing.status).toBe(404);
		expect(await pageOf(missing)).toContain('There is no form with this ID.');
		const large = await browserPost(provider, 'f1', `n=${'a'.repeat(300 * 1024)}`);
		expect(large.status).toBe(413);
		expect(await pageOf(large)).toContain('larger than');
	});

	it('gets a 503 page with Retry-After when the database is locked', async () => {
		const provider = await withForm();
		const other = new BetterSqlite3(join(provider.dataDir, DATABASE_FILE));
		try {
			other.exec("BEGIN EXCLUSIVE; INSERT INTO options (name, value) VALUES ('held', '1')");
			const response = await browserPost(provider, 'f1', 'n=Ada&e=ada%40example.test');
			expect(response.status).toBe(503);
			expect(response.headers.get('Retry-After')).toBe('1');
			expect(await pageOf(response)).toContain('Your message could not be stored. Please try again.');
		} finally {
			other.exec('ROLLBACK');
			other.close();
		}
	});

	it('escapes what the page shows, and links back only to a page of the site', async () => {
		const provider = await withForm('<img src=x onerror=alert(1)> Thanks!');
		const response = await browserPost(
			provider,
			'f1',
			'n=Ada&e=ada%40example.test',
			'https://evil.example/x'
		);
		const html = await pageOf(response);
		expect(html).toContain('&#60;img src=x onerror=alert(1)&#62; Thanks!');
		expect(html).not.toContain('<img');
		expect(html).not.toContain('evil.example');
		expect(html).toContain('Back button');
	});

	it("keeps JSON for the form's script, whatever it posts", async () => {
		const provider = await withForm();
		const json = await requestJson(provider, `${FORMS}/f1/responses`, {
			method: 'POST',
			headers: { Accept: BROWSER_ACCEPT },
			json: { fields: { n: 'Ada', e: 'ada@example.test' } },
		});
		expect((await bodyOf(json, formSubmissionSchema)).message).toBe(
			'Thank you! Your message has been sent.'
		);
		const form = new FormData();
		form.append('n', 'Ada');
		form.append('e', 'ada@example.test');
		const scripted = await requestJson(provider, `${FORMS}/f1/responses`, { method: 'POST', body: form });
		expect(scripted.headers.get('Content-Type')).toMatch(/^application\/json/);
		expect(scripted.status).toBe(201);
	});
});
