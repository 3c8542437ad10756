import { describe, expect, it } from 'vitest';

import {
	CONTACT_FORM_BLOCK_NAME,
	FIELD_KINDS,
	FORM_FIELD_BLOCK_NAMES,
	fieldBlockName,
	fieldNameFromLabel,
	isFieldBlockName,
	isFieldName,
	labelSlug,
} from './fields';

describe('block names', () => {
	it('names the form and the twelve fields as the contract does', () => {
		expect(CONTACT_FORM_BLOCK_NAME).toBe('blockyard/contact-form');
		expect(FORM_FIELD_BLOCK_NAMES).toEqual([
			'blockyard/field-name',
			'blockyard/field-email',
			'blockyard/field-text',
			'blockyard/field-textarea',
			'blockyard/field-checkbox',
			'blockyard/field-date',
			'blockyard/field-telephone',
			'blockyard/field-url',
			'blockyard/field-checkbox-multiple',
			'blockyard/field-radio',
			'blockyard/field-select',
			'blockyard/field-consent',
		]);
		expect(FIELD_KINDS.map(fieldBlockName)).toEqual(FORM_FIELD_BLOCK_NAMES);
	});

	it('tells field blocks from others', () => {
		expect(isFieldBlockName('blockyard/field-radio')).toBe(true);
		expect(isFieldBlockName('blockyard/button')).toBe(false);
		expect(isFieldBlockName(CONTACT_FORM_BLOCK_NAME)).toBe(false);
	});
});

describe('fieldNameFromLabel', () => {
	it('is the label slug, a dash and the random suffix', () => {
		expect(fieldNameFromLabel('Your email', 'k3j9')).toBe('your-email-k3j9');
		expect(fieldNameFromLabel('Name', '0a1b')).toBe('name-0a1b');
	});

	it('drops accents, punctuation and repeated separators', () => {
		expect(labelSlug('Téléphone (mobile) !')).toBe('telephone-mobile');
		expect(labelSlug('  Q&A -- first  ')).toBe('q-a-first');
		expect(labelSlug('Größe')).toBe('grosse');
		expect(labelSlug('Æble')).toBe('aeble');
	});

	it('falls back on "field" when nothing Latin is left', () => {
		expect(fieldNameFromLabel('名前', 'zz00')).toBe('field-zz00');
		expect(fieldNameFromLabel('', 'zz00')).toBe('field-zz00');
	});

	it('keeps slugs short, without a trailing dash', () => {
		const slug = labelSlug('Please tell us everything about your project and your budget');
		expect(slug.length).toBeLessThanOrEqual(32);
		expect(slug).not.toMatch(/-$/);
		expect(slug).toBe('please-tell-us-everything-about');
	});

	it('gives names that are safe in ids and JSON keys', () => {
		for (const label of ['E-mail', 'Ünïcödé ✓', '<script>', '"quoted"', 'a'.repeat(100)]) {
			expect(fieldNameFromLabel(label, 'ab12')).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
		}
	});
});

describe('isFieldName', () => {
	it('takes every generated name, and letters, digits, _ and - up to 64', () => {
		expect(isFieldName(fieldNameFromLabel('Your email', 'k3j9'))).toBe(true);
		expect(isFieldName(fieldNameFromLabel('名前', 'zz00'))).toBe(true);
		expect(isFieldName(`${labelSlug('x'.repeat(80))}-abcd`)).toBe(true);
		expect(isFieldName('Email_Address-2')).toBe(true);
		expect(isFieldName('a'.repeat(64))).toBe(true);
	});

	it('refuses what a classic form post would change, and empty or long names', () => {
		for (const name of ['Your email', 'user[login]', 'a.b', 'é', '', 'a'.repeat(65), undefined]) {
			expect(isFieldName(name), String(name)).toBe(false);
		}
	});
});
