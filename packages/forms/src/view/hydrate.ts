import { safeLinkUrl } from '@blockyard/api-client';

import { CONFIRMATION_ATTRIBUTE, FORM_ID_ATTRIBUTE } from '../blocks/contact-form/markup';
import { collectFields } from './collect-fields';
import { clearErrors, setBusy, setStatus, showErrors } from './form-feedback';
import { messages } from './messages';
import { postFields, type SubmitFields, type SubmitResult } from './submit-result';

export interface HydrateOptions {
	/**
	 * How to send a form's fields. Default: `POST` the JSON `{ fields }` to the form's
	 * `action`, which the page that shows the form sets (see `addContactFormActions`).
	 */
	readonly submit?: SubmitFields;
}

/**
 * Where the form sends, from its `action` attribute (`form.action` would be a control
 * named "action", if the form had one), read through the saved-output policy's link rule.
 * `undefined` when the page gave it none, or one no link may lead to (`javascript:`).
 */
function actionOf(form: HTMLFormElement): string | undefined {
	const action = safeLinkUrl(form.getAttribute('action'));
	return action ? new URL(action, document.baseURI).href : undefined;
}

async function send(form: HTMLFormElement, submit: SubmitFields | undefined): Promise<SubmitResult> {
	const fields = collectFields(form);
	const formId = form.getAttribute(FORM_ID_ATTRIBUTE) ?? '';
	try {
		if (submit) {
			return await submit(formId, fields);
		}
		const action = actionOf(form);
		return action === undefined ? { kind: 'failed' } : await postFields(action, fields);
	} catch {
		return { kind: 'failed' };
	}
}

/** Shows the outcome: errors beside their fields, or the confirmation (and a reset form), or the generic failure. */
function showResult(form: HTMLFormElement, result: SubmitResult): void {
	switch (result.kind) {
		case 'sent':
			form.reset();
			setStatus(form, form.getAttribute(CONFIRMATION_ATTRIBUTE) || messages.sent());
			return;
		case 'invalid': {
			// Errors of fields the form does not have (or none at all) go to the status region.
			const unmatched = showErrors(form, result.errors);
			const shownBesideFields = unmatched.length < Object.keys(result.errors).length;
			if (unmatched.length > 0) {
				setStatus(form, unmatched.join(' '));
			} else if (!shownBesideFields) {
				setStatus(form, result.message || messages.failed());
			}
			return;
		}
		case 'failed':
			setStatus(form, messages.failed());
			return;
	}
}

function hydrateForm(form: HTMLFormElement, options: HydrateOptions): () => void {
	let sending = false;
	const onSubmit = async (event: SubmitEvent) => {
		event.preventDefault();
		if (sending) {
			return;
		}
		sending = true;
		clearErrors(form);
		setStatus(form, '');
		setBusy(form, true);
		const result = await send(form, options.submit);
		setBusy(form, false);
		sending = false;
		showResult(form, result);
	};
	const listener = (event: SubmitEvent) => void onSubmit(event);
	// The server validates; the script shows its errors beside the fields.
	form.noValidate = true;
	form.addEventListener('submit', listener);
	return () => {
		form.removeEventListener('submit', listener);
		form.noValidate = false;
	};
}

const hydrated = new WeakSet<HTMLFormElement>();

/**
 * Enhances every saved contact form under `root` (`form[data-blockyard-form]`): it is
 * sent with `fetch` instead of a page load, each field's error is shown beside it
 * (`aria-invalid`, focus on the first), every value is kept on error, and success is
 * announced in the form's status region before the form is reset. The submit button is
 * disabled and `aria-busy` meanwhile. A form already enhanced is skipped.
 *
 * @returns a function that undoes it (removes the listeners).
 * @example
 * document.addEventListener('DOMContentLoaded', () => hydrateContactForms());
 */
export function hydrateContactForms(root: ParentNode = document, options: HydrateOptions = {}): () => void {
	const forms = Array.from(root.querySelectorAll<HTMLFormElement>(`form[${FORM_ID_ATTRIBUTE}]`)).filter(
		(form) => !hydrated.has(form)
	);
	const undo = forms.map((form) => {
		hydrated.add(form);
		const dehydrate = hydrateForm(form, options);
		return () => {
			dehydrate();
			hydrated.delete(form);
		};
	});
	return () => undo.forEach((dehydrate) => dehydrate());
}
