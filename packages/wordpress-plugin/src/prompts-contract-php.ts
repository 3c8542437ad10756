// Writes the AI prompt library's contract (packages/api-client/src/prompts-contract/contract.json)
// as PHP: includes/ai-prompts-contract.php in the built plugin, which includes/ai-prompts.php
// requires. As with the forms contract, the build writes it every time: never stale, never
// committed, every message a literal `__()` call.
import type { AiPromptsContract } from '@blockyard/api-client';

/** The contract as its JSON reads: the kinds of block and visibilities as plain strings. */
type PromptsContractJson = Omit<AiPromptsContract, 'scopes' | 'visibilities'> & {
	readonly scopes: readonly string[];
	readonly visibilities: readonly string[];
};

import { codeConstants, constant as phpConstant, messageFunction, phpList, phpString } from './contract-php';

const CONTRACT = 'prompts';

const PREFIX = 'BLOCKYARD_PROMPT_';

/** A constant of the prompts contract: `BLOCKYARD_PROMPT_` + `name`. */
const constant = (doc: string, name: string, value: string): string[] =>
	phpConstant(PREFIX, doc, name, value);

/** `blockyard/v1/ai-prompts` → the namespace `blockyard/v1` and the route `/ai-prompts`, as `register_rest_route` takes them. */
function splitRoute(route: string): { namespace: string; path: string } {
	const match = /^([a-z0-9-]+\/v\d+)(\/[a-z0-9-]+)$/u.exec(`${route}`);
	if (!match?.[1] || !match[2]) {
		throw new Error(`The prompts contract's route "${route}" is not "<namespace>/v<n>/<route>".`);
	}
	return { namespace: match[1], path: match[2] };
}

/** The PHP file of the prompts contract. */
export function promptsContractPhp(contract: PromptsContractJson): string {
	const { namespace, path } = splitRoute(contract.route);
	return [
		'<?php',
		'/**',
		" * The AI prompt library's contract, written by the plugin build from",
		' * packages/api-client/src/prompts-contract/contract.json (see',
		' * packages/wordpress-plugin/src/prompts-contract-php.ts): do not edit. How the library is',
		' * kept: docs/decisions/0086-ai-prompt-library-and-users-of-the-local-provider.md.',
		' *',
		' * @package Blockyard',
		' */',
		'',
		"defined( 'ABSPATH' ) || exit;",
		'',
		...constant("The library's REST namespace.", 'NAMESPACE', phpString(namespace)),
		...constant("The library's route in its namespace.", 'ROUTE', phpString(path)),
		...constant(
			'The most characters a name has, trimmed.',
			'NAME_MAX_LENGTH',
			String(contract.nameMaxLength)
		),
		...constant(
			'The most characters a prompt has, trimmed.',
			'TEXT_MAX_LENGTH',
			String(contract.textMaxLength)
		),
		...constant(
			'How many prompts one author may keep, shared and private together.',
			'PER_USER',
			String(contract.promptsPerUser)
		),
		...constant('The kinds of block a prompt may be for.', 'SCOPES', phpList(contract.scopes)),
		...constant(
			"Who may use a prompt: the site's authors, or its author alone.",
			'VISIBILITIES',
			phpList(contract.visibilities)
		),
		...codeConstants(PREFIX, contract.codes),
		...messageFunction(
			CONTRACT,
			'A message of the prompt library, translated, its placeholders filled in.',
			'blockyard_prompt_message',
			contract.messages,
			contract.placeholders
		),
	].join('\n');
}
