import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { addContactFormActions } from './form-actions';
import { hydrateContactForms } from './hydrate';
import type { SubmitFields, SubmitResult } from './submit-result';
import { errorText, fill, mountSavedForm, statusText, submitButton, tick } from './test/test-harness';

let undo: () => void = () => undefined;

afterEach(() => {
	undo();
	document.body.innerHTML = '';
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
});

/** A `submit` that answers `result` once `release()` is called. */
function deferredSubmit(result: SubmitResult | Error) {
	let release: () => void = () => undefined;
	const submit = vi.fn<SubmitFields>(
		() =>
			new Promise<SubmitResult>((resolve, reject) => {
				release = () => (result instanceof Error ? reject(result) : resolve(result));
			})
	);
	return { submit, release: () => release() };
}

function hydrate(submit: SubmitFields) {
	undo = hydrateContactForms(document, { submit });
}

describe('hydrateContactForms', () => {
	it('enhances only saved contact forms, and turns the browser checks off for them', () => {
		const form = mountSavedForm();
		hydrate(vi.fn<SubmitFields>());
		expect(form.noValidate).toBe(true);
		expect(document.querySelector<HTMLFormElement>('form.other-form')?.noValidate).toBe(false);
	});

	it('sends every field: text as typed, a checkbox group as a list, ticked boxes as "yes"', async () => {
		const form = mountSavedForm();
		const submit = vi.fn<SubmitFields>(async () => ({ kind: 'sent' }));
		hydrate(submit);
		fill(form, 'name-a1b2', 'Ada');
		fill(form, 'email-c3d4', 'ada@example.com');
		tick(form, 'topics-q7r8', 'Sales');
		tick(form, 'topics-q7r8', 'Press');
		tick(form, 'size-g7h8', 'M');
		fill(form, 'budget-u1v2', 'Large');
		tick(form, 'consent-w3x4', 'yes');

		fireEvent.submit(form);

		await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
		expect(submit).toHaveBeenCalledWith('k3j9x0qa', {
			'name-a1b2': 'Ada',
			'email-c3d4': 'ada@example.com',
			'message-e5f6': '',
			'topics-q7r8': ['Sales', 'Press'],
			'size-g7h8': 'M',
			'budget-u1v2': 'Large',
			'consent-w3x4': 'yes',
		});
	});

	it('leaves out unticked boxes, empty groups and unchosen radios', async () => {
		const form = mountSavedForm();
		const submit = vi.fn<SubmitFields>(async () => ({ kind: 'sent' }));
		hydrate(submit);
		fireEvent.submit(form);
		await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
		expect(Object.keys(submit.mock.calls[0]?.[1] ?? {})).toEqual([
			'name-a1b2',
			'email-c3d4',
			'message-e5f6',
			'budget-u1v2',
		]);
	});

	it('disables the button and marks it busy while sending', async () => {
		const form = mountSavedForm();
		const { submit, release } = deferredSubmit({ kind: 'sent' });
		hydrate(submit);

		fireEvent.submit(form);
		await waitFor(() => expect(submitButton(form).disabled).toBe(true));
		expect(submitButton(form).getAttribute('aria-busy')).toBe('true');
		fireEvent.submit(form);
		expect(submit).toHaveBeenCalledTimes(1);

		release();
		await waitFor(() => expect(submitButton(form).disabled).toBe(false));
		expect(submitButton(form).hasAttribute('aria-busy')).toBe(false);
	});

	it('on errors, shows each beside its field, marks it invalid, focuses the first, and keeps every value', async () => {
		const form = mountSavedForm();
		hydrate(
			vi.fn<SubmitFields>(async () => ({
				kind: 'invalid',
				errors: {
					'consent-w3x4': 'Please agree to continue.',
					'email-c3d4': 'Please enter a valid email address.',
				},
			}))
		);
		fill(form, 'name-a1b2', 'Ada');
		fill(form, 'email-c3d4', 'ada@');
		tick(form, 'topics-q7r8', 'Support');

		fireEvent.submit(form);

		await waitFor(() =>
			expect(errorText(form, 'email-c3d4')).toBe('Please enter a valid email address.')
		);
		expect(errorText(form, 'consent-w3x4')).toBe('Please agree to continue.');
		expect(errorText(form, 'name-a1b2')).toBe('');
		const email = form.querySelector<HTMLInputElement>('[name="email-c3d4"]');
		expect(email?.getAttribute('aria-invalid')).toBe('true');
		expect(email?.getAttribute('aria-describedby')).toBe('blockyard-field-email-c3d4-error');
		expect(form.querySelector('[name="name-a1b2"]')?.hasAttribute('aria-invalid')).toBe(false);
		// The first invalid field in the form, not the first in the answer.
		expect(document.activeElement).toBe(email);
		expect(email?.value).toBe('ada@');
		expect(form.querySelector<HTMLInputElement>('[name="name-a1b2"]')?.value).toBe('Ada');
		expect(form.querySelector<HTMLInputElement>('[value="Support"]')?.checked).toBe(true);
		expect(statusText(form)).toBe('');
	});

	it('clears the previous errors on the next try', async () => {
		const form = mountSavedForm();
		const submit = vi
			.fn<SubmitFields>()
			.mockResolvedValueOnce({
				kind: 'invalid',
				errors: { 'email-c3d4': 'Please enter a valid email address.' },
			})
			.mockResolvedValueOnce({ kind: 'invalid', errors: { 'name-a1b2': 'Please enter your name.' } });
		hydrate(submit);

		fireEvent.submit(form);
		await waitFor(() => expect(errorText(form, 'email-c3d4')).not.toBe(''));
		fireEvent.submit(form);
		await waitFor(() => expect(errorText(form, 'name-a1b2')).toBe('Please enter your name.'));
		expect(errorText(form, 'email-c3d4')).toBe('');
		expect(form.querySelector('[name="email-c3d4"]')?.hasAttribute('aria-invalid')).toBe(false);
	});

	it('marks every option of an invalid group', async () => {
		const form = mountSavedForm();
		hydrate(
			vi.fn<SubmitFields>(async () => ({
				kind: 'invalid',
				errors: { 'size-g7h8': 'Please choose one.' },
			}))
		);
		fireEvent.submit(form);
		await waitFor(() => expect(errorText(form, 'size-g7h8')).toBe('Please choose one.'));
		const radios = Array.from(form.querySelectorAll('[name="size-g7h8"]'));
		expect(radios.map((radio) => radio.getAttribute('aria-invalid'))).toEqual(['true', 'true']);
		expect(document.activeElement).toBe(radios[0]);
	});

	it('announces an error for a field the form does not have in the status region', async () => {
		const form = mountSavedForm();
		hydrate(
			vi.fn<SubmitFields>(async () => ({ kind: 'invalid', errors: { unknown: 'Something is off.' } }))
		);
		fireEvent.submit(form);
		await waitFor(() => expect(statusText(form)).toBe('Something is off.'));
	});

	it('on success, announces the default confirmation and resets the form', async () => {
		const form = mountSavedForm();
		hydrate(vi.fn<SubmitFields>(async () => ({ kind: 'sent', id: 7 })));
		fill(form, 'name-a1b2', 'Ada');
		tick(form, 'topics-q7r8', 'Sales');

		fireEvent.submit(form);

		await waitFor(() => expect(statusText(form)).toBe('Thank you! Your message has been sent.'));
		expect(form.querySelector<HTMLInputElement>('[name="name-a1b2"]')?.value).toBe('');
		expect(form.querySelector<HTMLInputElement>('[value="Sales"]')?.checked).toBe(false);
		const status = form.querySelector('.wp-block-blockyard-contact-form__status');
		expect(status?.getAttribute('role')).toBe('status');
	});

	it("announces the form's own confirmation message when it has one", async () => {
		const form = mountSavedForm({ confirmationMessage: 'Thanks, we will reply within a day.' });
		hydrate(vi.fn<SubmitFields>(async () => ({ kind: 'sent' })));
		fireEvent.submit(form);
		await waitFor(() => expect(statusText(form)).toBe('Thanks, we will reply within a day.'));
	});

	it('on a network failure, shows the generic message and keeps every value', async () => {
		const form = mountSavedForm();
		const { submit, release } = deferredSubmit(new TypeError('Failed to fetch'));
		hydrate(submit);
		fill(form, 'message-e5f6', 'Hello there');

		fireEvent.submit(form);
		release();

		await waitFor(() =>
			expect(statusText(form)).toBe('Your message could not be sent. Please try again.')
		);
		expect(form.querySelector<HTMLTextAreaElement>('[name="message-e5f6"]')?.value).toBe('Hello there');
		expect(submitButton(form).disabled).toBe(false);
	});

	it('is idempotent, and can be undone', async () => {
		const form = mountSavedForm();
		const submit = vi.fn<SubmitFields>(async () => ({ kind: 'sent' }));
		hydrate(submit);
		const again = hydrateContactForms(document, { submit });

		fireEvent.submit(form);
		await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
		again();

		undo();
		undo = () => undefined;
		expect(form.noValidate).toBe(false);
	});
});

describe('the default submit', () => {
	const answer = (status: number, body: unknown) =>
		vi.fn(
			async (_input: RequestInfo | URL, _init?: RequestInit) =>
				new Response(JSON.stringify(body), {
					status,
					headers: { 'Content-Type': 'application/json' },
				})
		);

	/** A saved form as a page shows it: with the action of its own route. */
	const mountShownForm = () => {
		const form = mountSavedForm();
		addContactFormActions(document, 'https://site.example/wp-json/');
		return form;
	};

	it("POSTs the JSON { fields } to the form's action", async () => {
		const form = mountShownForm();
		const fetchMock = answer(201, { id: 1, message: 'Stored.' });
		vi.stubGlobal('fetch', fetchMock);
		undo = hydrateContactForms();
		fill(form, 'email-c3d4', 'ada@example.com');

		fireEvent.submit(form);

		await waitFor(() => expect(statusText(form)).toBe('Thank you! Your message has been sent.'));
		const [url, init] = fetchMock.mock.calls[0] ?? [];
		expect(String(url)).toBe('https://site.example/wp-json/blockyard/v1/forms/k3j9x0qa/responses');
		expect(init?.method).toBe('POST');
		expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
		const body = JSON.parse(String(init?.body)) as { fields: Record<string, unknown> };
		expect(body.fields['email-c3d4']).toBe('ada@example.com');
	});

	it('sends to the action even when a field is named "action"', async () => {
		const form = mountShownForm();
		const field = document.createElement('input');
		field.name = 'action';
		form.prepend(field);
		const fetchMock = answer(201, { id: 1, message: 'Stored.' });
		vi.stubGlobal('fetch', fetchMock);
		undo = hydrateContactForms();

		fireEvent.submit(form);

		await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
		expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
			'https://site.example/wp-json/blockyard/v1/forms/k3j9x0qa/responses'
		);
	});

	it('sends nothing from a form the page gave no action, and says it could not send', async () => {
		const form = mountSavedForm();
		const fetchMock = answer(201, { id: 1, message: 'Stored.' });
		vi.stubGlobal('fetch', fetchMock);
		undo = hydrateContactForms();

		fireEvent.submit(form);

		await waitFor(() =>
			expect(statusText(form)).toBe('Your message could not be sent. Please try again.')
		);
		expect(fetchMock).not.toHaveBeenCalled();
	});

	it('sends nothing to an action that is a script, however it is spelled', async () => {
		for (const action of ['javascript:alert(1)', ' JaVa\tScRiPt:alert(1)', '&#106;avascript:alert(1)']) {
			const form = mountSavedForm();
			form.setAttribute('action', action);
			const fetchMock = answer(201, { id: 1, message: 'Stored.' });
			vi.stubGlobal('fetch', fetchMock);
			undo = hydrateContactForms();

			fireEvent.submit(form);

			await waitFor(() =>
				expect(statusText(form)).toBe('Your message could not be sent. Please try again.')
			);
			expect(fetchMock, action).not.toHaveBeenCalled();
			undo();
			document.body.innerHTML = '';
		}
	});

	it("shows a 400's field errors", async () => {
		const form = mountShownForm();
		vi.stubGlobal(
			'fetch',
			answer(400, {
				code: 'blockyard_form_invalid',
				message: 'Some fields need attention.',
				data: { status: 400, errors: { 'name-a1b2': 'Please enter your name.' } },
			})
		);
		undo = hydrateContactForms();
		fireEvent.submit(form);
		await waitFor(() => expect(errorText(form, 'name-a1b2')).toBe('Please enter your name.'));
	});

	it('treats a 404, a 500 and an unreadable 400 as failures', async () => {
		for (const [status, body] of [
			[404, { code: 'blockyard_form_not_found' }],
			[500, 'oops'],
			[400, { data: { errors: { name: 42 } } }],
		] as const) {
			const form = mountShownForm();
			vi.stubGlobal('fetch', answer(status, body));
			undo = hydrateContactForms();
			fireEvent.submit(form);
			await waitFor(() =>
				expect(statusText(form)).toBe('Your message could not be sent. Please try again.')
			);
			undo();
		}
	});
});
