import contract from '@blockyard/api-client/forms-contract.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';

import { formsContractPhp } from './forms-contract-php';
import { readPluginInclude } from './test/php';

const php = formsContractPhp(contract);

/** Every `__( '…', 'blockyard' )` literal of the file, unescaped. */
const translatable = (source: string): string[] =>
	Array.from(source.matchAll(/__\( '((?:[^'\\]|\\.)*)', 'blockyard' \)/gu), (match) =>
		(match[1] ?? '').replace(/\\(.)/gu, '$1')
	);

describe('the forms contract in PHP', () => {
	it('makes every message a literal __() call in the blockyard domain, placeholders as sprintf’s', () => {
		const english = [...Object.values(contract.fieldMessages), ...Object.values(contract.messages)];
		expect(translatable(php)).toEqual(
			english.map((message) =>
				(message.match(/\{\w+\}/gu) ?? []).length > 1
					? message.replace('{label}', '%1$s').replace('{maxLength}', '%2$d')
					: message.replace('{label}', '%s')
			)
		);
	});

	it('puts a translators’ comment right before each message with placeholders', () => {
		expect(php).toContain(
			"\t\t\t/* translators: %s: the field's label. */\n\t\t\treturn sprintf( __( '%s is required.', 'blockyard' ), $label );"
		);
		expect(php).toContain(
			"\t\t\t/* translators: 1: the field's label, 2: the most characters allowed. */\n" +
				"\t\t\treturn sprintf( __( '%1$s is too long: at most %2$d characters.', 'blockyard' ), $label, $max_length );"
		);
		const withPlaceholders = Object.values(contract.fieldMessages).filter((message) =>
			message.includes('{')
		);
		expect(php.match(/\/\* translators: /gu)).toHaveLength(withPlaceholders.length);
	});

	it('holds the constants: block names, kinds with their limits, codes', () => {
		expect(php).toContain("const BLOCKYARD_FORM_BLOCK_NAME = 'blockyard/contact-form';");
		expect(php).toContain("const BLOCKYARD_FORM_FIELD_BLOCK_PREFIX = 'blockyard/field-';");
		expect(php).toContain("\t'textarea' => 5000,\n\t'checkbox' => 500,");
		expect(php.match(/^\t'[a-z-]+' => \d+,$/gmu)).toHaveLength(Object.keys(contract.fieldKinds).length);
		expect(php).toContain("const BLOCKYARD_FORM_CHECKED_VALUE = 'yes';");
		expect(php).toContain(
			"const BLOCKYARD_FORM_INPUT_TYPES = array( 'text', 'email', 'tel', 'url', 'date', 'checkbox', 'radio', 'submit' );"
		);
		expect(php).toContain(
			"const BLOCKYARD_FORM_AUTOCOMPLETE_VALUES = array( 'name', 'email', 'tel', 'url' );"
		);
		expect(php).toContain("const BLOCKYARD_FORM_FIELD_NAME_PATTERN = '~^[A-Za-z0-9_-]{1,64}$~Du';");
		expect(php).toContain('const BLOCKYARD_FORM_TELEPHONE_MIN_DIGITS = 5;');
		expect(php).toContain("const BLOCKYARD_FORM_INVALID_CODE = 'blockyard_form_invalid';");
		expect(php).toContain("const BLOCKYARD_FORM_NOT_FOUND_CODE = 'blockyard_form_not_found';");
	});

	it('delimits the patterns with ~ and the flags D and u, and writes spaces as PHP escapes', () => {
		expect(php).toContain("const BLOCKYARD_FORM_EMAIL_PATTERN = '~^[^@]+@[^@.]+(?:[.][^@.]+)+$~Du';");
		expect(php).toContain(
			"const BLOCKYARD_FORM_ISO_DATE_PATTERN = '~^([0-9]{4})-([0-9]{2})-([0-9]{2})$~Du';"
		);
		expect(php).toContain(
			'const BLOCKYARD_FORM_SPACES = "\\t\\n\\v\\f\\r \\u{a0}\\u{1680}\\u{2000}-\\u{200a}\\u{2028}\\u{2029}\\u{202f}\\u{205f}\\u{3000}\\u{feff}";'
		);
	});

	it('refuses a pattern holding its delimiter', () => {
		expect(() =>
			formsContractPhp({ ...contract, patterns: { ...contract.patterns, email: '^a~b$' } })
		).toThrow(/email pattern/u);
	});

	it.each(['forms.php', 'kses.php'])(
		'defines every constant and function that includes/%s uses',
		(file) => {
			const source = readPluginInclude(file);
			const defined = new Set([
				...Array.from(php.matchAll(/^const (BLOCKYARD_FORM_\w+)/gmu), (match) => match[1]),
				...Array.from(php.matchAll(/^function (\w+)/gmu), (match) => match[1]),
			]);
			const used = new Set(
				source.match(/\bBLOCKYARD_FORM_\w+|\bblockyard_form_(?:field_)?message\b/gu)
			);
			expect(used.size).toBeGreaterThan(0);
			expect([...used].filter((name) => !defined.has(name))).toEqual([]);
			expect(source).toContain("require_once __DIR__ . '/forms-contract.php';");
		}
	);

	it('knows every message key that includes/forms.php asks for', () => {
		const forms = readPluginInclude('forms.php');
		const asked = (fn: string) =>
			Array.from(forms.matchAll(new RegExp(`\\b${fn}\\( '(\\w+)'`, 'gu')), (match) => match[1]);
		expect(asked('blockyard_form_field_message').length).toBeGreaterThan(0);
		expect(Object.keys(contract.fieldMessages)).toEqual(
			expect.arrayContaining(asked('blockyard_form_field_message'))
		);
		expect(Object.keys(contract.messages)).toEqual(
			expect.arrayContaining(asked('blockyard_form_message'))
		);
		expect(asked('blockyard_form_message').length).toBeGreaterThan(0);
	});
});
