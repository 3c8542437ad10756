// Writes the forms contract (packages/api-client/src/forms-contract/contract.json) as PHP:
// includes/forms-contract.php in the built plugin, which includes/forms.php requires. The
// plugin build writes it every time, so it is never stale and never committed. Every message
// becomes a literal `__( '…', 'blockyard' )` call with its translators' comment, so that
// WordPress's string extraction finds it in the built plugin.
import type { FormsContract } from '@blockyard/api-client';

import {
	DELIMITER,
	codeConstants,
	constant as phpConstant,
	constantCase,
	messageFunction,
	pattern,
	phpList,
	phpString,
} from './contract-php';

const CONTRACT = 'forms';

const PREFIX = 'BLOCKYARD_FORM_';

/** A constant of the forms contract: `BLOCKYARD_FORM_` + `name`. */
const constant = (doc: string, name: string, value: string): string[] =>
	phpConstant(PREFIX, doc, name, value);

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
				pattern(CONTRACT, name, source)
			)
		),
		...codeConstants(PREFIX, contract.codes),
		...messageFunction(
			CONTRACT,
			'A message shown beside a field, translated, its placeholders filled in.',
			'blockyard_form_field_message',
			contract.fieldMessages,
			contract.placeholders
		),
		...messageFunction(
			CONTRACT,
			'A message about the whole submission, translated.',
			'blockyard_form_message',
			contract.messages,
			contract.placeholders
		),
	].join('\n');
}
