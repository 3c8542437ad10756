// Writes the forms contract (packages/api-client/src/forms-contract/contract.json) as PHP:
// includes/forms-contract.php in the built plugin, which includes/forms.php requires. The
// plugin build writes it every time, so it is never stale and never committed. Every message
// becomes a literal `__( '…', 'blockyard' )` call with its translators' comment, so that
// WordPress's string extraction finds it in the built plugin.
import type { FormsContract } from '@blockyard/api-client';

/** PCRE's delimiter around the contract's patterns; the patterns must not hold it. */
const DELIMITER = '~';

/** The flags that make PCRE read a pattern as JavaScript does with `u`: code points, `$` only at the very end. */
const FLAGS = 'Du';

const isPrintableAscii = (value: string): boolean => /^[\x20-\x7e]*$/u.test(value);

/**
 * A PHP string literal: single-quoted when the value is printable ASCII, else double-quoted
 * with every other character escaped (`\t`, `\u{a0}`, …).
 */
export function phpString(value: string): string {
	if (isPrintableAscii(value)) {
		return `'${value.replace(/[\\']/gu, (character) => `\\${character}`)}'`;
	}
	const escapes: Readonly<Record<string, string>> = {
		'\t': '\\t',
		'\n': '\\n',
		'\v': '\\v',
		'\f': '\\f',
		'\r': '\\r',
		'\\': '\\\\',
		'"': '\\"',
		$: '\\$',
	};
	const body = Array.from(value, (character) => {
		const escape = escapes[character];
		if (escape !== undefined) {
			return escape;
		}
		return isPrintableAscii(character) ? character : `\\u{${character.codePointAt(0)?.toString(16)}}`;
	}).join('');
	return `"${body}"`;
}

/** `fieldBlockPrefix` → `FIELD_BLOCK_PREFIX`. */
const constantCase = (name: string): string => name.replace(/(?<=[a-z])(?=[A-Z])/gu, '_').toUpperCase();

/** `maxLength` → `max_length`. */
const snakeCase = (name: string): string => constantCase(name).toLowerCase();

function pattern(name: string, source: string): string {
	if (source.includes(DELIMITER)) {
		throw new Error(`The forms contract's ${name} pattern holds "${DELIMITER}", PHP's delimiter here.`);
	}
	return phpString(`${DELIMITER}${source}${DELIMITER}${FLAGS}`);
}

/** A PHP list of strings. */
const phpList = (values: readonly string[]): string => `array( ${values.map(phpString).join(', ')} )`;

const constant = (doc: string, name: string, value: string): string[] => [
	`/** ${doc} */`,
	`const BLOCKYARD_FORM_${name} = ${value};`,
	'',
];

/** A `__()` call for an English message, its `{placeholders}` turned into sprintf's. */
function translated(
	message: string,
	placeholders: FormsContract['placeholders']
): { comment?: string; call: string } {
	const used = [...new Set(Array.from(message.matchAll(/\{(\w+)\}/gu), (match) => match[1] ?? ''))];
	const literal = (text: string) => `__( ${phpString(text)}, 'blockyard' )`;
	if (used.length === 0) {
		return { call: literal(message) };
	}
	const conversions = used.map((name) => {
		const placeholder = placeholders[name];
		if (placeholder === undefined) {
			throw new Error(
				`The forms contract's message "${message}" uses {${name}}, which it does not describe.`
			);
		}
		if (placeholder.type !== 'text' && placeholder.type !== 'number') {
			throw new Error(
				`The forms contract's placeholder {${name}} has an unknown type "${placeholder.type}".`
			);
		}
		return { name, means: placeholder.means, conversion: placeholder.type === 'number' ? 'd' : 's' };
	});
	const single = conversions.length === 1;
	const format = message.replace(/%/gu, '%%').replace(/\{(\w+)\}/gu, (_, name: string) => {
		const index = conversions.findIndex((conversion) => conversion.name === name);
		const { conversion } = conversions[index] ?? { conversion: 's' };
		return single ? `%${conversion}` : `%${index + 1}$${conversion}`;
	});
	const notes = single
		? `%${conversions[0]?.conversion}: ${conversions[0]?.means}.`
		: `${conversions.map((conversion, index) => `${index + 1}: ${conversion.means}`).join(', ')}.`;
	const args = conversions.map((conversion) => `$${snakeCase(conversion.name)}`).join(', ');
	return { comment: `/* translators: ${notes} */`, call: `sprintf( ${literal(format)}, ${args} )` };
}

/** A PHP function that answers each message of `messages` by its key, translated. */
function messageFunction(
	doc: string,
	name: string,
	messages: Readonly<Record<string, string>>,
	placeholders: FormsContract['placeholders']
): string[] {
	const cases = Object.entries(messages).flatMap(([key, message]) => {
		const { comment, call } = translated(message, placeholders);
		return [
			`\t\tcase ${phpString(key)}:`,
			...(comment ? [`\t\t\t${comment}`] : []),
			`\t\t\treturn ${call};`,
		];
	});
	const usesPlaceholders = Object.values(messages).some((message) => /\{\w+\}/u.test(message));
	const parameters = usesPlaceholders
		? Object.entries(placeholders).map(([placeholder, { means, type }]) => ({
				php: `$${snakeCase(placeholder)}`,
				doc: `${type === 'number' ? 'int' : 'string'} $${snakeCase(placeholder)} {${placeholder}}: ${means}.`,
			}))
		: [];
	return [
		'/**',
		` * ${doc}`,
		' *',
		" * @param string $key The message's key in contract.json.",
		...parameters.map((parameter) => ` * @param ${parameter.doc}`),
		' * @return string',
		' */',
		`function ${name}( ${['$key', ...parameters.map((parameter, index) => (index === 0 ? parameter.php : `${parameter.php} = 0`))].join(', ')} ) {`,
		'\tswitch ( $key ) {',
		...cases,
		'\t\tdefault:',
		"\t\t\treturn '';",
		'\t}',
		'}',
		'',
	];
}

/** The PHP file of the forms contract. */
export function formsContractPhp(contract: FormsContract): string {
	for (const [name, value] of [
		['spaces', contract.spaces],
		['labelEndings', contract.labelEndings],
	] as const) {
		if (value.includes(DELIMITER) || value.includes(']')) {
			throw new Error(`The forms contract's ${name} must not hold "${DELIMITER}" or "]".`);
		}
	}
	const kinds = Object.entries(contract.fieldKinds).map(
		([kind, { maxLength }]) => `\t${phpString(kind)} => ${maxLength},`
	);
	return [
		'<?php',
		'/**',
		" * The contact forms' contract, written by the plugin build from",
		' * packages/api-client/src/forms-contract/contract.json (see',
		' * packages/wordpress-plugin/src/forms-contract-php.ts): do not edit. How the contract is kept',
		' * in one place: docs/decisions/0009-contact-forms.md.',
		' *',
		' * @package Blockyard',
		' */',
		'',
		"defined( 'ABSPATH' ) || exit;",
		'',
		...constant('The contact form block.', 'BLOCK_NAME', phpString(contract.contactFormBlockName)),
		...constant(
			"The start of a field block's name; the kind follows.",
			'FIELD_BLOCK_PREFIX',
			phpString(contract.fieldBlockPrefix)
		),
		'/** The field kinds in the order the inserter lists them, each with the longest value it keeps. */',
		'const BLOCKYARD_FORM_FIELD_MAX_LENGTHS = array(',
		...kinds,
		');',
		'',
		...constant(
			'Every `type` of input the form blocks and their button save: all an author may save.',
			'INPUT_TYPES',
			phpList(contract.inputTypes)
		),
		...constant(
			'Every `autocomplete` value the form blocks save: all an author may save.',
			'AUTOCOMPLETE_VALUES',
			phpList(contract.autocompleteValues)
		),
		...constant(
			'The value a ticked checkbox or consent sends.',
			'CHECKED_VALUE',
			phpString(contract.checkedValue)
		),
		...constant(
			'The fewest digits a phone number has.',
			'TELEPHONE_MIN_DIGITS',
			String(contract.telephoneMinDigits)
		),
		...constant(
			'The characters trimmed from values and labels and refused inside an email or web address: the inside of a [...] class.',
			'SPACES',
			phpString(contract.spaces)
		),
		...constant(
			'What else is cut from the end of a label: the inside of a [...] class.',
			'LABEL_ENDINGS',
			phpString(contract.labelEndings)
		),
		...Object.entries(contract.patterns).flatMap(([name, source]) =>
			constant(
				`contract.json's \`${name}\` pattern.`,
				`${constantCase(name)}_PATTERN`,
				pattern(name, source)
			)
		),
		...Object.entries(contract.codes).flatMap(([name, code]) =>
			constant(`contract.json's \`${name}\` error code.`, `${constantCase(name)}_CODE`, phpString(code))
		),
		...messageFunction(
			'A message shown beside a field, translated, its placeholders filled in.',
			'blockyard_form_field_message',
			contract.fieldMessages,
			contract.placeholders
		),
		...messageFunction(
			'A message about the whole submission, translated.',
			'blockyard_form_message',
			contract.messages,
			contract.placeholders
		),
	].join('\n');
}
