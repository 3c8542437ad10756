import { describe, expect, it } from 'vitest';

import { ApiError, isApiError } from '../errors/api-error';
import { NetworkError } from '../errors/network-error';
import { isValidationError } from '../errors/validation-error';
import { formFieldErrors, forms } from './forms';
import { servingApi, type SeenRequest } from '../test/serving-api';

const serving = servingApi;
type Seen = SeenRequest;

const invalid = {
	code: 'blockyard_form_invalid',
	message: 'Please correct the highlighted fields.',
	data: {
		status: 400,
		errors: { 'name-a1': 'Name is required.', 'email-b2': 'Enter a valid email address.' },
	},
};

describe('forms', () => {
	it('submits the fields as JSON to the form’s responses route', async () => {
		const seen: Seen[] = [];
		const api = serving(201, { id: 3, message: 'Thank you! Your message has been sent.' }, seen);
		await expect(
			forms.submit(api, 'f 1/x', { 'name-a1': 'Ada', 'topics-c3': ['A', 'B'] })
		).resolves.toEqual({
			id: 3,
			message: 'Thank you! Your message has been sent.',
		});
		expect(seen[0]?.method).toBe('POST');
		expect(seen[0]?.url.pathname).toBe('/wp-json/blockyard/v1/forms/f%201%2Fx/responses');
		expect(seen[0]?.body).toEqual({ fields: { 'name-a1': 'Ada', 'topics-c3': ['A', 'B'] } });
	});

	it('lists responses with the filters given, and checks the answer', async () => {
		const seen: Seen[] = [];
		const response = {
			id: 1,
			form_id: 'f1',
			post_id: 2,
			fields: { a: 'b', c: ['d'] },
			date: '2025-01-02T03:04:05',
		};
		await expect(forms.responses(serving(200, [response], seen), { formId: 'f1' })).resolves.toEqual([
			response,
		]);
		await forms.responses(serving(200, [], seen), { postId: 2 });
		await forms.responses(serving(200, [], seen));
		expect(seen.map(({ url }) => url.search)).toEqual(['?form_id=f1', '?post_id=2', '']);

		const error: unknown = await forms
			.responses(serving(200, [{ ...response, fields: { a: 1 } }]))
			.catch((e: unknown) => e);
		expect(isValidationError(error)).toBe(true);
	});

	it('rejects invalid values with an ApiError whose field errors formFieldErrors reads', async () => {
		const error: unknown = await forms
			.submit(serving(400, invalid), 'f1', { 'name-a1': '' })
			.catch((e: unknown) => e);
		expect(isApiError(error)).toBe(true);
		expect(error).toMatchObject({ status: 400, code: 'blockyard_form_invalid' });
		expect(formFieldErrors(error)).toEqual(invalid.data.errors);
	});

	it('formFieldErrors is undefined for other errors', () => {
		const apiError = (data: Record<string, unknown>) =>
			new ApiError({ status: 400, code: 'x', message: 'x', url: 'u', data });
		expect(formFieldErrors(apiError({ status: 400 }))).toBeUndefined();
		expect(formFieldErrors(apiError({ status: 400, errors: { a: 1 } }))).toBeUndefined();
		expect(formFieldErrors(new NetworkError('u', undefined))).toBeUndefined();
		expect(formFieldErrors('nope')).toBeUndefined();
	});
});
