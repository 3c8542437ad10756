import { describe, expect, it } from 'vitest';

import { FIELD_KINDS } from '../../fields';
import { FIELD_KIND_SPECS, FIELD_KIND_TABLE, hasAttribute } from './kinds';

describe('the field kind table', () => {
	it('has one row per kind, in inserter order', () => {
		expect(FIELD_KIND_SPECS.map((spec) => spec.kind)).toEqual([...FIELD_KINDS]);
		for (const kind of FIELD_KINDS) {
			expect(FIELD_KIND_TABLE[kind].kind).toBe(kind);
		}
	});

	it('gives each kind its default label', () => {
		expect(FIELD_KIND_SPECS.map((spec) => spec.defaultLabel)).toEqual([
			'Name',
			'Email',
			'Text',
			'Message',
			'Checkbox',
			'Date',
			'Phone',
			'Website',
			'Choose several',
			'Choose one',
			'Select one',
			'Consent',
		]);
	});

	it('keeps the English defaults and the translatable texts in step', () => {
		for (const spec of FIELD_KIND_SPECS) {
			const texts = spec.texts();
			expect(texts.label, spec.kind).toBe(spec.defaultLabel);
			expect(texts.consentText, spec.kind).toBe(spec.defaultConsentText);
			expect(texts.title, spec.kind).toMatch(/ field$/);
			expect(texts.description.length, spec.kind).toBeGreaterThan(0);
		}
	});

	it('types inputs and their autocomplete as the contract says', () => {
		const inputs = Object.fromEntries(
			FIELD_KIND_SPECS.map((spec) => [spec.kind, [spec.control, spec.inputType, spec.autocomplete]])
		);
		expect(inputs).toEqual({
			name: ['input', 'text', 'name'],
			email: ['input', 'email', 'email'],
			text: ['input', 'text', undefined],
			textarea: ['textarea', undefined, undefined],
			checkbox: ['checkbox', 'checkbox', undefined],
			date: ['input', 'date', undefined],
			telephone: ['input', 'tel', 'tel'],
			url: ['input', 'url', 'url'],
			'checkbox-multiple': ['choices', 'checkbox', undefined],
			radio: ['choices', 'radio', undefined],
			select: ['select', undefined, undefined],
			consent: ['consent', 'checkbox', undefined],
		});
	});

	it('gives placeholders to text-like fields and select, options to choices, consent text to consent', () => {
		const having = (attribute: 'placeholder' | 'options' | 'consentText') =>
			FIELD_KIND_SPECS.filter((spec) => hasAttribute(spec, attribute)).map((spec) => spec.kind);
		expect(having('placeholder')).toEqual([
			'name',
			'email',
			'text',
			'textarea',
			'telephone',
			'url',
			'select',
		]);
		expect(having('options')).toEqual(['checkbox-multiple', 'radio', 'select']);
		expect(having('consentText')).toEqual(['consent']);
	});
});
