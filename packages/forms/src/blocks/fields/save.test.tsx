import { getSaveContent } from '@wordpress/blocks';
import { resetLocaleData, setLocaleData } from '@wordpress/i18n';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { fieldBlockName, type FieldKind } from '../../fields';
import { registerFieldBlocks } from './index';
import type { FieldAttributes } from './types';

const save = (kind: FieldKind, attributes: Partial<FieldAttributes>) =>
	getSaveContent(fieldBlockName(kind), { required: false, ...attributes });

const render = (kind: FieldKind, attributes: Partial<FieldAttributes>) =>
	new DOMParser().parseFromString(`<body>${save(kind, attributes)}</body>`, 'text/html').body;

/** The label text of a control, through `for`/`id`. */
const labelOf = (root: HTMLElement, control: Element) =>
	root.querySelector(`label[for="${control.id}"]`)?.textContent;

beforeAll(() => {
	registerFieldBlocks();
});

afterEach(() => {
	resetLocaleData(undefined, 'blockyard');
});

describe('saved field markup', () => {
	it('ties the label to the input by id, from the name', () => {
		const root = render('email', { name: 'email-c3d4', label: 'Email' });
		const input = root.querySelector('input');
		expect(input?.id).toBe('blockyard-field-email-c3d4');
		expect(input?.name).toBe('email-c3d4');
		expect(labelOf(root, input as Element)).toBe('Email');
	});

	it('marks a required field: required, aria-required and a visible marker hidden from screen readers', () => {
		const root = render('name', { name: 'name-a1b2', label: 'Name', required: true });
		const input = root.querySelector('input');
		expect(input?.required).toBe(true);
		expect(input?.getAttribute('aria-required')).toBe('true');
		const marker = root.querySelector('label .blockyard-field__required');
		expect(marker?.textContent).toBe('(required)');
		expect(marker?.getAttribute('aria-hidden')).toBe('true');
		expect(labelOf(root, input as Element)).toBe('Name (required)');
	});

	it('leaves an optional field unmarked', () => {
		const root = render('name', { name: 'name-a1b2', label: 'Name' });
		expect(root.querySelector('input')?.hasAttribute('required')).toBe(false);
		expect(root.querySelector('[aria-required]')).toBeNull();
		expect(root.querySelector('.blockyard-field__required')).toBeNull();
	});

	it('uses the right input type and autocomplete', () => {
		const expected: Array<[FieldKind, string, string | null]> = [
			['name', 'text', 'name'],
			['email', 'email', 'email'],
			['text', 'text', null],
			['telephone', 'tel', 'tel'],
			['url', 'url', 'url'],
			['date', 'date', null],
		];
		for (const [kind, type, autocomplete] of expected) {
			const input = render(kind, { name: 'f-0000' }).querySelector('input');
			expect(input?.getAttribute('type'), kind).toBe(type);
			expect(input?.getAttribute('autocomplete'), kind).toBe(autocomplete);
		}
	});

	it('saves a textarea for a message, with its placeholder', () => {
		const root = render('textarea', {
			name: 'message-e5f6',
			label: 'Message',
			placeholder: 'How can we help?',
		});
		const textarea = root.querySelector('textarea');
		expect(textarea?.getAttribute('placeholder')).toBe('How can we help?');
		expect(labelOf(root, textarea as Element)).toBe('Message');
	});

	it('ends every field with an empty, live error slot its control points at', () => {
		for (const kind of ['email', 'textarea', 'select', 'checkbox', 'radio', 'consent'] as const) {
			const root = render(kind, { name: 'f-0000', options: ['A'] });
			const slot = root.querySelector('.blockyard-field__error');
			expect(slot?.id, kind).toBe('blockyard-field-f-0000-error');
			expect(slot?.getAttribute('aria-live'), kind).toBe('polite');
			expect(slot?.textContent, kind).toBe('');
			const control = root.querySelector('input, select, textarea');
			expect(control?.getAttribute('aria-describedby'), kind).toBe('blockyard-field-f-0000-error');
		}
	});

	it('starts a select with an empty choice: "Select one", or the placeholder', () => {
		const plain = render('select', { name: 'topic-e5f6', label: 'Topic', options: ['Sales', 'Support'] });
		const choices = Array.from(plain.querySelectorAll('option')).map((option) => [
			option.value,
			option.text,
		]);
		expect(choices).toEqual([
			['', 'Select one'],
			['Sales', 'Sales'],
			['Support', 'Support'],
		]);
		const withPlaceholder = render('select', {
			name: 'topic-e5f6',
			placeholder: 'Pick one',
			options: ['Sales'],
		});
		expect(withPlaceholder.querySelector('option')?.textContent).toBe('Pick one');
		expect(withPlaceholder.querySelector('option')?.value).toBe('');
	});

	it('groups radios in a fieldset named by its legend, each option with its own label', () => {
		const root = render('radio', {
			name: 'contact-by-s9t0',
			label: 'Contact me by',
			required: true,
			options: ['Email', 'Phone', '  '],
		});
		const group = root.querySelector('fieldset');
		expect(group?.querySelector('legend')?.textContent).toBe('Contact me by (required)');
		expect(group?.getAttribute('role')).toBe('radiogroup');
		expect(group?.getAttribute('aria-required')).toBe('true');
		const radios = Array.from(root.querySelectorAll('input'));
		expect(radios.map((radio) => [radio.type, radio.name, radio.value, radio.required])).toEqual([
			['radio', 'contact-by-s9t0', 'Email', true],
			['radio', 'contact-by-s9t0', 'Phone', true],
		]);
		expect(radios.map((radio) => labelOf(root, radio))).toEqual(['Email', 'Phone']);
		expect(radios.map((radio) => radio.id)).toEqual([
			'blockyard-field-contact-by-s9t0-1',
			'blockyard-field-contact-by-s9t0-2',
		]);
	});

	it('does not make every box of a required checkbox group required', () => {
		const root = render('checkbox-multiple', {
			name: 'topics-q7r8',
			required: true,
			options: ['A', 'B'],
		});
		expect(root.querySelector('fieldset legend')?.textContent).toBe('Choose several (required)');
		expect(Array.from(root.querySelectorAll('input')).map((box) => [box.type, box.required])).toEqual([
			['checkbox', false],
			['checkbox', false],
		]);
	});

	it('saves a single checkbox and a consent box with the value "yes"', () => {
		const checkbox = render('checkbox', { name: 'news-k1l2', label: 'Newsletter' }).querySelector(
			'input'
		);
		expect([checkbox?.type, checkbox?.value]).toEqual(['checkbox', 'yes']);

		const root = render('consent', {
			name: 'consent-w3x4',
			required: true,
			consentText: 'I agree that my details are stored.',
		});
		const box = root.querySelector('input');
		expect([box?.type, box?.value, box?.required, box?.id]).toEqual([
			'checkbox',
			'yes',
			true,
			'blockyard-field-consent-w3x4',
		]);
		expect(labelOf(root, box as Element)).toBe('I agree that my details are stored.');
		expect(root.querySelector('legend')?.textContent).toBe('Consent (required)');
	});

	it('keeps labels as text: markup in a label is escaped, not rendered', () => {
		const root = render('text', { name: 'q-0000', label: 'Q&A <b>bold</b>' });
		expect(root.querySelector('label b')).toBeNull();
		expect(root.querySelector('label')?.textContent).toBe('Q&A <b>bold</b>');
	});

	it('falls back on the English defaults, whatever the site language', () => {
		setLocaleData({ Email: ['E-Mail'], 'Select one': ['Bitte wählen'] }, 'blockyard');
		const email = render('email', { name: 'email-c3d4' });
		expect(email.querySelector('label')?.textContent).toBe('Email');
		const select = render('select', { name: 'pick-0000' });
		expect(select.querySelector('label')?.textContent).toBe('Select one');
		expect(select.querySelector('option')?.textContent).toBe('Select one');
		const consent = render('consent', { name: 'consent-0000' });
		expect(consent.querySelector('label')?.textContent).toBe(
			'I agree that my details are stored to answer my message.'
		);
	});

	it('derives ids from the label when the name is missing', () => {
		const root = render('text', { label: 'Company name' });
		expect(root.querySelector('input')?.id).toBe('blockyard-field-company-name');
	});
});
