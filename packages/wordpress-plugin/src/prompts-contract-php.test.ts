import contract from '@blockyard/api-client/prompts-contract.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';

import { promptsContractPhp } from './prompts-contract-php';
import { php as runPhp, readPluginInclude } from './test/php';

const php = promptsContractPhp(contract);

/** Every `__( '…', 'blockyard' )` or `__( "…", 'blockyard' )` literal of the file, unescaped. */
const translatable = (source: string): string[] =>
	Array.from(
		source.matchAll(/__\( (?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"), 'blockyard' \)/gu),
		([, single, double]) =>
			single !== undefined
				? single.replace(/\\(.)/gu, '$1')
				: (double ?? '')
						.replace(/\\u\{([0-9a-f]+)\}/gu, (_, hex: string) =>
							String.fromCodePoint(parseInt(hex, 16))
						)
						.replace(/\\(.)/gu, '$1')
	);

describe('the prompts contract in PHP', () => {
	it('makes every message a literal __() call in the blockyard domain, placeholders as sprintf’s', () => {
		expect(translatable(php)).toEqual(
			Object.values(contract.messages).map((message) =>
				message.replace('{maxLength}', '%d').replace('{name}', '%s').replace('{count}', '%d')
			)
		);
		expect(php).toContain(
			"\t\t\t/* translators: %s: the prompt's name. */\n" +
				'\t\t\treturn sprintf( __( "A prompt named \\u{201c}%s\\u{201d} already exists. Choose another name.", \'blockyard\' ), $name );'
		);
	});

	it('holds the route, the limits, the kinds of block and the codes', () => {
		expect(php).toContain("const BLOCKYARD_PROMPT_NAMESPACE = 'blockyard/v1';");
		expect(php).toContain("const BLOCKYARD_PROMPT_ROUTE = '/ai-prompts';");
		expect(php).toContain('const BLOCKYARD_PROMPT_NAME_MAX_LENGTH = 80;');
		expect(php).toContain('const BLOCKYARD_PROMPT_TEXT_MAX_LENGTH = 4000;');
		expect(php).toContain('const BLOCKYARD_PROMPT_PER_USER = 200;');
		expect(php).toContain(
			"const BLOCKYARD_PROMPT_SCOPES = array( 'ai-block', 'paragraph', 'heading', 'list' );"
		);
		expect(php).toContain("const BLOCKYARD_PROMPT_VISIBILITIES = array( 'site', 'private' );");
		expect(php).toContain("const BLOCKYARD_PROMPT_NAME_TAKEN_CODE = 'blockyard_prompt_name_taken';");
	});

	it('refuses a route that is not a namespace and a route', () => {
		expect(() => promptsContractPhp({ ...contract, route: 'ai-prompts' })).toThrow(/route/u);
	});

	it('defines every constant and function that includes/ai-prompts.php uses, and requires it', () => {
		const source = readPluginInclude('ai-prompts.php');
		const defined = new Set([
			...Array.from(php.matchAll(/^const (BLOCKYARD_PROMPT_\w+)/gmu), (match) => match[1]),
			...Array.from(php.matchAll(/^function (\w+)/gmu), (match) => match[1]),
		]);
		const used = new Set(source.match(/\bBLOCKYARD_PROMPT_\w+|\bblockyard_prompt_message\b/gu));
		expect(used.size).toBeGreaterThan(0);
		expect([...used].filter((name) => !defined.has(name))).toEqual([]);
		expect(source).toContain("require_once __DIR__ . '/ai-prompts-contract.php';");
	});

	it('knows every message key that includes/ai-prompts.php asks for', () => {
		const source = readPluginInclude('ai-prompts.php');
		const asked = Array.from(
			source.matchAll(/\bblockyard_prompt_message\( '(\w+)'/gu),
			(match) => match[1]
		);
		expect(asked.length).toBeGreaterThan(0);
		expect(Object.keys(contract.messages)).toEqual(expect.arrayContaining(asked));
	});

	it('fills the placeholders PHP’s way: the message function runs', () => {
		const script = [
			"define( 'ABSPATH', '/' );",
			'function __( $text ) { return $text; }',
			php.replace(/^<\?php/u, ''),
			"echo blockyard_prompt_message( 'nameTooLong', 80 ), '|', blockyard_prompt_message( 'nameTaken', 0, 'Summary' ), '|', blockyard_prompt_message( 'tooMany', 0, '', 200 ), '|', blockyard_prompt_message( 'notFound' );",
		].join('\n');
		expect(runPhp(['-r', script])).toBe(
			'The name is too long: at most 80 characters.|A prompt named “Summary” already exists. Choose another name.|You have 200 saved prompts, the most one author may keep. Delete one first.|There is no saved prompt with this ID.'
		);
	});
});
