import { registerUiBlocks } from '@blockyard/ui';
import { createBlock, getSaveContent, serialize } from '@wordpress/blocks';
import { beforeAll, describe, expect, it } from 'vitest';

import { registerFormsBlocks } from '../../index';
import { CONTACT_FORM_BLOCK_NAME } from '../../fields';
import { formResponsesPath } from './markup';

const toBody = (html: string) => new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;

beforeAll(() => {
	registerUiBlocks();
	registerFormsBlocks();
});

describe('saved form markup', () => {
	it('is a form marked with its id that saves no action, with an empty status region last', () => {
		const form = toBody(
			getSaveContent(CONTACT_FORM_BLOCK_NAME, { formId: 'k3j9x0qa', confirmationMessage: '' })
		).firstElementChild as HTMLFormElement;
		expect(form.tagName).toBe('FORM');
		expect(form.getAttribute('method')).toBe('post');
		// Where it sends is added where it is shown, never saved (an author could save any address).
		expect(form.hasAttribute('action')).toBe(false);
		expect(form.getAttribute('data-blockyard-form')).toBe('k3j9x0qa');
		expect(form.hasAttribute('data-confirmation-message')).toBe(false);
		const status = form.lastElementChild;
		expect(status?.className).toBe('wp-block-blockyard-contact-form__status');
		expect(status?.getAttribute('role')).toBe('status');
		expect(status?.getAttribute('aria-live')).toBe('polite');
		expect(status?.textContent).toBe('');
	});

	it('carries the confirmation message and the alignment', () => {
		const form = toBody(
			getSaveContent(CONTACT_FORM_BLOCK_NAME, {
				formId: 'z9y8x7w6',
				confirmationMessage: 'Thanks, we will reply within a day.',
				align: 'wide',
			})
		).firstElementChild;
		expect(form?.getAttribute('data-confirmation-message')).toBe('Thanks, we will reply within a day.');
		expect(form?.classList.contains('alignwide')).toBe(true);
	});

	it('holds its fields and its submit button before the status region', () => {
		const block = createBlock(CONTACT_FORM_BLOCK_NAME, { formId: 'k3j9x0qa' }, [
			createBlock('blockyard/field-email', { name: 'email-c3d4', label: 'Email', required: true }),
			createBlock('blockyard/button', { element: 'button', saveInPostContent: true, text: 'Submit' }),
		]);
		const form = toBody(serialize([block])).querySelector('form');
		expect(Array.from(form?.children ?? []).map((child) => child.className)).toEqual([
			'wp-block-blockyard-field-email blockyard-field',
			'wp-block-blockyard-button',
			'wp-block-blockyard-contact-form__status',
		]);
		expect(form?.querySelector('button[type="submit"]')?.textContent).toBe('Submit');
	});

	it('names the submission route of an id below the REST root, the id escaped', () => {
		expect(formResponsesPath('k3j9x0qa')).toBe('blockyard/v1/forms/k3j9x0qa/responses');
		expect(formResponsesPath('a/b')).toBe('blockyard/v1/forms/a%2Fb/responses');
	});
});
