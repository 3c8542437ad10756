import { afterEach, describe, expect, it } from 'vitest';

import { addContactFormActions } from './form-actions';
import { mountSavedForm } from './test/test-harness';

afterEach(() => {
	document.body.innerHTML = '';
});

const origin = () => new URL(document.baseURI).origin;

describe('addContactFormActions', () => {
	it('points a saved form at its route below the REST root, absolute, by POST', () => {
		const form = mountSavedForm();
		expect(form.hasAttribute('action')).toBe(false);

		addContactFormActions(document, '/wp-json/');

		expect(form.getAttribute('action')).toBe(`${origin()}/wp-json/blockyard/v1/forms/k3j9x0qa/responses`);
		expect(form.getAttribute('method')).toBe('post');
		// Only contact forms.
		expect(document.querySelector('form.other-form')?.hasAttribute('action')).toBe(false);
	});

	it('follows the root as given: another host, no trailing slash, a rest_route query', () => {
		const form = mountSavedForm();
		addContactFormActions(document, 'https://example.com/blog/wp-json');
		expect(form.getAttribute('action')).toBe(
			'https://example.com/blog/wp-json/blockyard/v1/forms/k3j9x0qa/responses'
		);
		addContactFormActions(document, 'https://example.com/?rest_route=/');
		expect(form.getAttribute('action')).toBe(
			'https://example.com/?rest_route=/blockyard/v1/forms/k3j9x0qa/responses'
		);
	});

	it('replaces an action saved in the markup, however foreign, and drops what sends a form elsewhere', () => {
		const form = mountSavedForm();
		form.setAttribute('action', 'https://evil.example/collect');
		form.setAttribute('target', '_blank');
		const button = form.querySelector('button');
		button?.setAttribute('formaction', 'https://evil.example/collect');
		button?.setAttribute('formtarget', '_blank');
		form.querySelector('input')?.setAttribute('form', 'elsewhere');

		addContactFormActions(document, '/wp-json/');

		expect(form.getAttribute('action')).toBe(`${origin()}/wp-json/blockyard/v1/forms/k3j9x0qa/responses`);
		expect(form.hasAttribute('target')).toBe(false);
		expect(form.querySelectorAll('[formaction], [formtarget], [form]')).toHaveLength(0);
	});

	it('leaves a form whose id the route would not answer without an action', () => {
		const form = mountSavedForm();
		form.setAttribute('data-blockyard-form', '../../wp/v2/users');
		form.setAttribute('action', 'https://evil.example/collect');

		addContactFormActions(document, '/wp-json/');

		expect(form.hasAttribute('action')).toBe(false);
	});
});
