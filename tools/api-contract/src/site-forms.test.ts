import {
	FORM_INVALID_CODE,
	FORM_NOT_FOUND_CODE,
	formFieldErrors,
	forms,
	isApiError,
	isNotFoundError,
	posts,
} from '@blockyard/api-client';
import { beforeAll, describe, expect, it } from 'vitest';

import { startProviderForTests } from './provider';

const provider = startProviderForTests();

/** A saved contact form as the forms package writes it: every attribute in the block comments. */
const FORM = [
	'<!-- wp:paragraph -->',
	'<p>Write to us.</p>',
	'<!-- /wp:paragraph -->',
	'',
	'<!-- wp:blockyard/contact-form {"formId":"contract-form"} -->',
	'<form method="post" action="/wp-json/blockyard/v1/forms/contract-form/responses" data-blockyard-form="contract-form">',
	'<!-- wp:blockyard/field-name {"name":"name-a1","label":"Name","required":true} /-->',
	'<!-- wp:blockyard/field-email {"name":"email-b2","label":"Email","required":true} /-->',
	'<!-- wp:blockyard/field-checkbox-multiple {"name":"topics-c3","label":"Topics","options":["News","Events"]} /-->',
	'<!-- wp:blockyard/field-textarea {"name":"message-d4","label":"Message"} /-->',
	'<!-- wp:blockyard/button {"element":"button","text":"Submit","saveInPostContent":true} /-->',
	'</form>',
	'<!-- /wp:blockyard/contact-form -->',
].join('\n');

describe('forms (blockyard/v1/forms)', () => {
	beforeAll(async () => {
		// The demo site's post 1 gets the form, through `posts.update`, as the editor saves it.
		const post = await posts.update(provider.api, 1, { content: FORM });
		expect(post.content.raw).toBe(FORM);
	});

	it('submits valid values and lists the stored response', async () => {
		const answer = await forms.submit(provider.api, 'contract-form', {
			'name-a1': ' Ada Lovelace ',
			'email-b2': 'ada@example.test',
			'topics-c3': ['Events'],
			'message-d4': 'Hello!',
			'not-a-field': 'dropped',
		});
		expect(answer).toEqual({ id: expect.any(Number), message: 'Thank you! Your message has been sent.' });

		const responses = await forms.responses(provider.api, { formId: 'contract-form' });
		expect(responses[0]).toMatchObject({
			id: answer.id,
			form_id: 'contract-form',
			post_id: 1,
			fields: {
				'name-a1': 'Ada Lovelace',
				'email-b2': 'ada@example.test',
				'topics-c3': ['Events'],
				'message-d4': 'Hello!',
			},
		});
		expect(await forms.responses(provider.api, { postId: 1 })).toEqual(responses);
		expect(await forms.responses(provider.api, { postId: 999 })).toEqual([]);
	});

	it('rejects invalid values with an ApiError carrying the field errors', async () => {
		const error: unknown = await forms
			.submit(provider.api, 'contract-form', {
				'name-a1': '   ',
				'email-b2': 'ada@',
				'topics-c3': ['Spam'],
			})
			.catch((e: unknown) => e);
		expect(isApiError(error)).toBe(true);
		expect(error).toMatchObject({ status: 400, code: FORM_INVALID_CODE });
		expect(formFieldErrors(error)).toEqual({
			'name-a1': 'Name is required.',
			'email-b2': 'Enter a valid email address.',
			'topics-c3': 'Choose only from the options of Topics.',
		});
	});

	it('answers an unknown form with a NotFoundError', async () => {
		const error: unknown = await forms
			.submit(provider.api, 'no-such-form', { 'name-a1': 'Ada' })
			.catch((e: unknown) => e);
		expect(isNotFoundError(error)).toBe(true);
		expect(error).toMatchObject({ status: 404, code: FORM_NOT_FOUND_CODE });
		expect(formFieldErrors(error)).toBeUndefined();
	});
});
