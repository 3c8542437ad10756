import { describe, expect, it } from 'vitest';

import {
	CONTACT_FORM_BLOCK_NAME,
	FIELD_KINDS,
	FORM_FIELD_BLOCK_NAMES,
	FORM_INVALID_CODE,
	FORM_NOT_FOUND_CODE,
	FORMS_CONTRACT,
	fieldBlockName,
	type FieldBlockName,
} from '../index';

describe('the forms contract', () => {
	it('names the blocks: the form and one field block per kind, in inserter order', () => {
		expect(CONTACT_FORM_BLOCK_NAME).toBe('blockyard/contact-form');
		expect(FIELD_KINDS).toEqual([
			'name',
			'email',
			'text',
			'textarea',
			'checkbox',
			'date',
			'telephone',
			'url',
			'checkbox-multiple',
			'radio',
			'select',
			'consent',
		]);
		// FieldBlockName spells the prefix out as a type: the data must say the same.
		const email: FieldBlockName = 'blockyard/field-email';
		expect(fieldBlockName('email')).toBe(email);
		expect(FORM_FIELD_BLOCK_NAMES).toEqual(FIELD_KINDS.map((kind) => `blockyard/field-${kind}`));
	});

	it('keeps the error codes the client and the servers use', () => {
		expect([FORM_INVALID_CODE, FORM_NOT_FOUND_CODE]).toEqual([
			'blockyard_form_invalid',
			'blockyard_form_not_found',
		]);
	});

	it('limits a textarea to 5000 characters and every other field to 500', () => {
		for (const kind of FIELD_KINDS) {
			expect(FORMS_CONTRACT.fieldKinds[kind].maxLength, kind).toBe(kind === 'textarea' ? 5000 : 500);
		}
	});

	it('counts as spaces exactly what JavaScript’s \\s and trim() do', () => {
		const spaces = new RegExp(`^[${FORMS_CONTRACT.spaces}]$`, 'u');
		const differing: string[] = [];
		for (let code = 0; code <= 0xffff; code += 1) {
			const character = String.fromCharCode(code);
			if (code >= 0xd800 && code <= 0xdfff) {
				continue;
			}
			if (
				spaces.test(character) !== /^\s$/u.test(character) ||
				spaces.test(character) !== (character.trim() === '')
			) {
				differing.push(code.toString(16));
			}
		}
		expect(differing).toEqual([]);
	});

	it('writes its patterns without escapes or dots, which JavaScript and PCRE read differently', () => {
		for (const [name, pattern] of Object.entries(FORMS_CONTRACT.patterns)) {
			expect(pattern, name).not.toContain('\\');
			// A dot only inside a class, where it is a dot.
			expect(pattern.replace(/\[[^\]]*\]/gu, ''), name).not.toContain('.');
			expect(() => new RegExp(pattern, 'u'), name).not.toThrow();
		}
		expect(FORMS_CONTRACT.labelEndings).not.toMatch(/[\\\]^-]/u);
	});

	it('fills in only the placeholders it describes', () => {
		const described = Object.keys(FORMS_CONTRACT.placeholders);
		for (const { type } of Object.values(FORMS_CONTRACT.placeholders)) {
			expect(['text', 'number']).toContain(type);
		}
		for (const [key, message] of Object.entries(FORMS_CONTRACT.fieldMessages)) {
			const used = [...message.matchAll(/\{(\w+)\}/gu)].map((match) => match[1]);
			expect(described, key).toEqual(expect.arrayContaining(used));
		}
		for (const message of Object.values(FORMS_CONTRACT.messages)) {
			expect(message).not.toMatch(/\{\w+\}/u);
		}
	});
});
