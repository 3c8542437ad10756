import { describe, expect, it } from 'vitest';

import { mergeFound } from '../src/catalog';
import { extractBlockJson } from '../src/extract-block-json';
import { extractPhp } from '../src/extract-php';
import { extractScript } from '../src/extract-scripts';

describe('extractScript', () => {
	it('finds each translation function with its context, plural and translators’ comment', () => {
		const { found, problems } = extractScript(
			'packages/x/src/edit.tsx',
			[
				"import { __, _n, _x, sprintf } from '@wordpress/i18n';",
				"const a = __( 'Close', 'blockyard' );",
				"const b = _x( 'Open', 'verb', 'blockyard' );",
				'const c = sprintf(',
				'\t/* translators: %d: how many stars */',
				"\t_n( '%d star', '%d stars', n, 'blockyard' ),",
				'\tn',
				');',
				"const d = <p>{ __( 'Long ' + 'text', 'blockyard' ) }</p>;",
			].join('\n')
		);
		expect(problems).toEqual([]);
		expect(found).toEqual([
			{ msgid: 'Close', reference: 'packages/x/src/edit.tsx' },
			{ context: 'verb', msgid: 'Open', reference: 'packages/x/src/edit.tsx' },
			{
				msgid: '%d star',
				plural: '%d stars',
				reference: 'packages/x/src/edit.tsx',
				comment: 'translators: %d: how many stars',
			},
			{ msgid: 'Long text', reference: 'packages/x/src/edit.tsx' },
		]);
	});

	it('reports text that is not a literal and a domain that is not ours', () => {
		const { found, problems } = extractScript(
			'a.ts',
			"__( label, 'blockyard' );\n__( 'Hi', 'default' );\n__( 'Bye' );"
		);
		expect(found).toEqual([]);
		expect(problems.map((problem) => [problem.line, problem.message])).toEqual([
			[1, '__() is given text that is not a string literal, so no template can list it'],
			[2, "__() is given the text domain 'default', not 'blockyard'"],
			[3, "__() is given the text domain (none), not 'blockyard'"],
		]);
	});
});

describe('extractPhp', () => {
	it('finds WordPress’s translation functions, their comments and the plugin header', () => {
		const { found, problems } = extractPhp(
			'plugin/blockyard.php',
			[
				'<?php',
				'/**',
				' * Plugin Name:       Blockyard',
				' * Description:       Blocks for the editor.',
				' */',
				'/* translators: %s: the product’s name */',
				"$a = sprintf( esc_html__( 'Buy %s', 'blockyard' ), $name );",
				"$b = _x( 'Don\\'t', 'a refusal', 'blockyard' ) . __( $dynamic, 'blockyard' );",
			].join('\n')
		);
		expect(found).toEqual([
			{ msgid: 'Blockyard', reference: 'plugin/blockyard.php', comment: 'Plugin Name of the plugin' },
			{
				msgid: 'Blocks for the editor.',
				reference: 'plugin/blockyard.php',
				comment: 'Description of the plugin',
			},
			{
				msgid: 'Buy %s',
				reference: 'plugin/blockyard.php',
				comment: 'translators: %s: the product’s name',
			},
			{ context: 'a refusal', msgid: "Don't", reference: 'plugin/blockyard.php' },
		]);
		expect(problems.map((problem) => problem.line)).toEqual([8]);
	});
});

describe('extractBlockJson', () => {
	it('lists the fields WordPress translates, each with its context', () => {
		expect(
			extractBlockJson('b/block.json', {
				title: 'Star Rating',
				description: 'Rate something.',
				keywords: ['rating'],
				styles: [{ name: 'outlined', label: 'Outlined' }],
				variations: [{ title: 'Calendly', keywords: ['booking'] }],
			}).map((item) => [item.context, item.msgid])
		).toEqual([
			['block title', 'Star Rating'],
			['block description', 'Rate something.'],
			['block keyword', 'rating'],
			['block style label', 'Outlined'],
			['block variation title', 'Calendly'],
			['block variation keyword', 'booking'],
		]);
	});
});

describe('mergeFound', () => {
	it('makes one message of a string used in several files, with every reference and comment', () => {
		expect(
			mergeFound([
				{ msgid: 'Close', reference: 'a.ts' },
				{ msgid: 'Close', reference: 'b.ts', comment: 'translators: a button' },
				{ msgid: 'Close', context: 'verb', reference: 'a.ts' },
			])
		).toEqual([
			{ msgid: 'Close', references: ['a.ts', 'b.ts'], comments: ['translators: a button'] },
			{ context: 'verb', msgid: 'Close', references: ['a.ts'], comments: [] },
		]);
	});
});
