import { describe, expect, it } from 'vitest';

import { toSubmitResult } from './submit-result';

describe('toSubmitResult', () => {
	it('reads a 201 as sent, with its id and message when they are there', () => {
		expect(toSubmitResult(201, { id: 4, message: 'Stored.' })).toEqual({
			kind: 'sent',
			id: 4,
			message: 'Stored.',
		});
		expect(toSubmitResult(201, null)).toEqual({ kind: 'sent', id: undefined, message: undefined });
	});

	it('reads a 400 with field errors as invalid', () => {
		expect(
			toSubmitResult(400, {
				code: 'blockyard_form_invalid',
				message: 'Check the form.',
				data: { status: 400, errors: { 'email-c3d4': 'Please enter a valid email address.' } },
			})
		).toEqual({
			kind: 'invalid',
			errors: { 'email-c3d4': 'Please enter a valid email address.' },
			message: 'Check the form.',
		});
	});

	it('reads anything else as failed', () => {
		expect(toSubmitResult(400, { message: 'Bad JSON.' })).toEqual({ kind: 'failed', status: 400 });
		expect(toSubmitResult(400, { data: { errors: ['not', 'a', 'map'] } })).toEqual({
			kind: 'failed',
			status: 400,
		});
		expect(toSubmitResult(404, {})).toEqual({ kind: 'failed', status: 404 });
		expect(toSubmitResult(200, {})).toEqual({ kind: 'failed', status: 200 });
	});
});
