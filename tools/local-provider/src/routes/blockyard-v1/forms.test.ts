import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { formResponsesSchema, formSubmissionSchema, postSchema } from '@blockyard/api-client';

import { contactFormMarkup, EVERY_FIELD } from '../../testing/contact-form-markup';
import {
	BASE,
	bodyOf,
	freshProvider,
	requestJson,
	restErrorSchema,
	type TestProvider,
} from '../../testing/fresh-provider';

const FORMS = '/wp-json/blockyard/v1/forms';

const invalidSchema = z.object({
	code: z.literal('blockyard_form_invalid'),
	message: z.string(),
	data: z.object({ status: z.literal(400), errors: z.record(z.string(), z.string()) }),
});

const simpleForm = [
	{ block: 'name', attributes: { name: 'name-a1', label: 'Name', required: true } },
	{ block: 'email', attributes: { name: 'email-b2', label: 'Email', required: true } },
	{ block: 'checkbox-multiple', attributes: { name: 'topics-c3', label: 'Topics', options: ['A', 'B'] } },
];

async function createPost(provider: TestProvider, content: string, status = 'draft'): Promise<number> {
	const response = await requestJson(provider, '/wp-json/wp/v2/posts', {
		method: 'POST',
		json: { title: 'Contact', content, status },
	});
	expect(response.status).toBe(201);
	return (await bodyOf(response, postSchema)).id;
}

const submit = (provider: TestProvider, formId: string, fields: unknown) =>
	requestJson(provider, `${FORMS}/${formId}/responses`, { method: 'POST', json: { fields } });

describe('blockyard/v1/forms', () => {
	it('stores a valid submission and lists it, newest first', async () => {
		const provider = freshProvider();
		const postId = await createPost(provider, contactFormMarkup('f-one', simpleForm));
		const first = await submit(provider, 'f-one', {
			'name-a1': ' Ada ',
			'email-b2': 'ada@example.test',
			'topics-c3': ['B'],
			stray: 'not stored',
		});
		expect(first.status).toBe(201);
		expect(await bodyOf(first, formSubmissionSchema)).toEqual({
			id: 1,
			message: 'Thank you! Your message has been sent.',
		});
		expect(
			(await submit(provider, 'f-one', { 'name-a1': 'Bo', 'email-b2': 'bo@example.test' })).status
		).toBe(201);

		const list = await bodyOf(await requestJson(provider, `${FORMS}/responses`), formResponsesSchema);
		expect(list.map((response) => response.fields)).toEqual([
			{ 'name-a1': 'Bo', 'email-b2': 'bo@example.test' },
			{ 'name-a1': 'Ada', 'email-b2': 'ada@example.test', 'topics-c3': ['B'] },
		]);
		expect(list[1]).toMatchObject({ id: 1, form_id: 'f-one', post_id: postId });
		expect(list[1]?.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
	});

	it('answers 400 blockyard_form_invalid with a message per field, and stores nothing', async () => {
		const provider = freshProvider();
		await createPost(provider, contactFormMarkup('f-two', EVERY_FIELD));
		const response = await submit(provider, 'f-two', {
			'name-a1': '',
			'email-b2': 'not an email',
			'topics-i9': ['News'],
			'consent-l3': 'yes',
			'site-h8': 'javascript:alert(1)',
		});
		expect(response.status).toBe(400);
		expect(await bodyOf(response, invalidSchema)).toEqual({
			code: 'blockyard_form_invalid',
			message: 'Please correct the highlighted fields.',
			data: {
				status: 400,
				errors: {
					'name-a1': 'Name is required.',
					'email-b2': 'Enter a valid email address.',
					'site-h8': 'Enter a valid web address, starting with http:// or https://.',
				},
			},
		});
		expect(await (await requestJson(provider, `${FORMS}/responses`)).json()).toEqual([]);
	});

	it('answers 404 blockyard_form_not_found for a form no post holds', async () => {
		const provider = freshProvider();
		await createPost(provider, contactFormMarkup('f-three', simpleForm));
		for (const formId of ['f-thre', 'f-three-x', 'nothing']) {
			const response = await submit(provider, formId, {});
			expect(response.status).toBe(404);
			expect((await bodyOf(response, restErrorSchema)).code).toBe('blockyard_form_not_found');
		}
	});

	it('finds the form in a post of any status, and uses the form’s confirmation message', async () => {
		const provider = freshProvider();
		await createPost(provider, '<!-- wp:paragraph --><p>No form</p><!-- /wp:paragraph -->');
		const published = await createPost(
			provider,
			contactFormMarkup('f-four', simpleForm, { confirmationMessage: 'We will be in touch.' }),
			'publish'
		);
		const response = await submit(provider, 'f-four', { 'name-a1': 'Ada', 'email-b2': 'a@b.test' });
		expect(await bodyOf(response, formSubmissionSchema)).toEqual({
			id: 1,
			message: 'We will be in touch.',
		});
		const [stored] = await bodyOf(await requestJson(provider, `${FORMS}/responses`), formResponsesSchema);
		expect(stored?.post_id).toBe(published);
	});

	it("takes fields named after Object's own properties as plain fields, in a form body and in JSON", async () => {
		const provider = freshProvider();
		const names = ['constructor', '__proto__', 'toString', 'hasOwnProperty'];
		await createPost(
			provider,
			contactFormMarkup(
				'f-proto',
				names.map((name) => ({ block: 'text', attributes: { name, label: name, required: true } }))
			)
		);
		const classic = (body: string) =>
			provider.app.request(`${BASE}${FORMS}/f-proto/responses`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
				body,
			});
		// The errors list exactly the fields not sent (read as raw JSON: a schema would drop `__proto__`).
		const errorsOf = async (response: Response) =>
			Object.keys(
				(JSON.parse(await response.text()) as { data: { errors: object } }).data.errors
			).sort();
		for (const [body, errors] of [
			['constructor=x', ['__proto__', 'hasOwnProperty', 'toString']],
			['__proto__=x', ['constructor', 'hasOwnProperty', 'toString']],
			// Two values for a one-value field is an error of that field.
			['constructor=a&constructor=b', ['__proto__', 'constructor', 'hasOwnProperty', 'toString']],
			['__proto__[]=x&toString=y', ['__proto__', 'constructor', 'hasOwnProperty']],
		] as const) {
			const response = await classic(body);
			expect(response.status, body).toBe(400);
			expect(await errorsOf(response), body).toEqual(errors);
		}
		expect(provider.errors).toEqual([]);

		// Every required field is required, `__proto__` too, in a form body and in JSON.
		const missing = await submit(provider, 'f-proto', {
			constructor: 'a',
			toString: 'b',
			hasOwnProperty: 'c',
		});
		expect(missing.status).toBe(400);
		expect(JSON.parse(await missing.text()).data.errors).toEqual(
			JSON.parse('{"__proto__":"__proto__ is required."}')
		);
		const json = await requestJson(provider, `${FORMS}/f-proto/responses`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: '{"fields":{"constructor":"1","__proto__":"2","toString":"3","hasOwnProperty":"4"}}',
		});
		expect(json.status).toBe(201);
		const sent = await classic('constructor=5&__proto__=6&toString=7&hasOwnProperty=8');
		expect(sent.status).toBe(201);

		const list = await requestJson(provider, `${FORMS}/responses`);
		const stored = JSON.parse(await list.text()) as { fields: object }[];
		expect(stored.map((response) => JSON.stringify(response.fields))).toEqual([
			'{"constructor":"5","__proto__":"6","toString":"7","hasOwnProperty":"8"}',
			'{"constructor":"1","__proto__":"2","toString":"3","hasOwnProperty":"4"}',
		]);
	});

	it('accepts a classic form POST (name, name[]) and answers the same JSON', async () => {
		const provider = freshProvider();
		await createPost(provider, contactFormMarkup('f-five', simpleForm));
		const body = new URLSearchParams([
			['name-a1', 'Ada'],
			['email-b2', 'ada@example.test'],
			['topics-c3[]', 'A'],
			['topics-c3[]', 'B'],
		]);
		const response = await provider.app.request(`${BASE}${FORMS}/f-five/responses`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost:5173' },
			body: body.toString(),
		});
		expect(response.status).toBe(201);
		expect((await bodyOf(response, formSubmissionSchema)).message).toBe(
			'Thank you! Your message has been sent.'
		);

		const invalid = await provider.app.request(`${BASE}${FORMS}/f-five/responses`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
			body: 'name-a1=&email-b2=ada',
		});
		expect(invalid.status).toBe(400);
		expect((await bodyOf(invalid, invalidSchema)).data.errors).toEqual({
			'name-a1': 'Name is required.',
			'email-b2': 'Enter a valid email address.',
		});

		const [stored] = await bodyOf(await requestJson(provider, `${FORMS}/responses`), formResponsesSchema);
		expect(stored?.fields).toEqual({
			'name-a1': 'Ada',
			'email-b2': 'ada@example.test',
			'topics-c3': ['A', 'B'],
		});
	});

	it('filters the list by form and post, and refuses bad filters', async () => {
		const provider = freshProvider();
		const first = await createPost(provider, contactFormMarkup('f-a', simpleForm));
		const second = await createPost(
			provider,
			`${contactFormMarkup('f-b', simpleForm)}\n${contactFormMarkup('f-c', simpleForm)}`
		);
		for (const formId of ['f-a', 'f-b', 'f-c', 'f-c']) {
			await submit(provider, formId, { 'name-a1': formId, 'email-b2': 'a@b.test' });
		}
		const formsOf = async (query: string) =>
			(
				await bodyOf(await requestJson(provider, `${FORMS}/responses${query}`), formResponsesSchema)
			).map((response) => [response.form_id, response.post_id]);
		expect(await formsOf('?form_id=f-c')).toEqual([
			['f-c', second],
			['f-c', second],
		]);
		expect(await formsOf(`?post_id=${first}`)).toEqual([['f-a', first]]);
		expect(await formsOf(`?post_id=${second}&form_id=f-b`)).toEqual([['f-b', second]]);
		expect(await formsOf('?form_id=&post_id=')).toHaveLength(4);
		const bad = await requestJson(provider, `${FORMS}/responses?post_id=abc`);
		expect(bad.status).toBe(400);
		expect((await bodyOf(bad, restErrorSchema)).code).toBe('rest_invalid_param');
	});

	it('refuses a body of the wrong shape, and one too large', async () => {
		const provider = freshProvider();
		await createPost(provider, contactFormMarkup('f-six', simpleForm));
		const wrong = await submit(provider, 'f-six', { 'name-a1': 42 });
		expect(wrong.status).toBe(400);
		expect((await bodyOf(wrong, restErrorSchema)).code).toBe('rest_invalid_param');
		const huge = await submit(provider, 'f-six', { 'name-a1': 'x'.repeat(300 * 1024) });
		expect(huge.status).toBe(413);
		expect((await bodyOf(huge, restErrorSchema)).code).toBe('rest_request_too_large');
	});
});
