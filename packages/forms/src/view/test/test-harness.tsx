import { registerUiBlocks } from '@blockyard/ui';
import { createBlock, getBlockContent } from '@wordpress/blocks';

import { registerFormsBlocks } from '../../index';

/** Test-only: a saved contact form with one field of most kinds, put in the document. */
export function mountSavedForm(attributes: { confirmationMessage?: string } = {}): HTMLFormElement {
	registerUiBlocks();
	registerFormsBlocks();
	const form = createBlock('blockyard/contact-form', { formId: 'k3j9x0qa', ...attributes }, [
		createBlock('blockyard/field-name', { name: 'name-a1b2', label: 'Name', required: true }),
		createBlock('blockyard/field-email', { name: 'email-c3d4', label: 'Email', required: true }),
		createBlock('blockyard/field-textarea', { name: 'message-e5f6', label: 'Message' }),
		createBlock('blockyard/field-checkbox-multiple', {
			name: 'topics-q7r8',
			label: 'Topics',
			options: ['Sales', 'Support', 'Press'],
		}),
		createBlock('blockyard/field-radio', { name: 'size-g7h8', label: 'Size', options: ['S', 'M'] }),
		createBlock('blockyard/field-select', {
			name: 'budget-u1v2',
			label: 'Budget',
			options: ['Small', 'Large'],
		}),
		createBlock('blockyard/field-checkbox', { name: 'news-k1l2', label: 'Newsletter' }),
		createBlock('blockyard/field-consent', { name: 'consent-w3x4', label: 'Consent', required: true }),
		createBlock('blockyard/button', { element: 'button', saveInPostContent: true, text: 'Submit' }),
	]);
	document.body.innerHTML = `<main><form class="other-form"></form>${wrap(form)}</main>`;
	const saved = document.querySelector<HTMLFormElement>('form[data-blockyard-form]');
	if (!saved) {
		throw new Error('the saved form did not render');
	}
	return saved;
}

function wrap(block: ReturnType<typeof createBlock>): string {
	// The block's own HTML, inner blocks included, without the block comments.
	return getBlockContent(block).replace(/<!--[\s\S]*?-->/g, '');
}

/** Sets a control's value as a visitor would. */
export function fill(form: HTMLFormElement, name: string, value: string): void {
	const control = form.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
		`[name="${name}"]`
	);
	if (!control) {
		throw new Error(`no control named ${name}`);
	}
	control.value = value;
}

/** Ticks the checkbox or radio of `name` with `value`. */
export function tick(form: HTMLFormElement, name: string, value: string): void {
	const box = form.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`);
	if (!box) {
		throw new Error(`no box ${name}=${value}`);
	}
	box.checked = true;
}

export const statusText = (form: HTMLFormElement) =>
	form.querySelector('.wp-block-blockyard-contact-form__status')?.textContent;

export const errorText = (form: HTMLFormElement, name: string) =>
	form.querySelector(`#blockyard-field-${name}-error`)?.textContent;

export const submitButton = (form: HTMLFormElement) => {
	const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
	if (!button) {
		throw new Error('no submit button');
	}
	return button;
};
