// A block's `deprecated/vN` is a frozen copy of what that version saved: its save, its
// attributes and the helpers its save used. The rule in eslint.config.js lets a deprecation
// import only @wordpress/*, react types and its own folder's files, and forbids double casts.
// These tests prove that it fires, on samples linted in memory at a deprecation's path.
import { ESLint } from 'eslint';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const deprecation = 'packages/embeds/src/blocks/probe/deprecated/v1/index.tsx';
let eslint: ESLint;

beforeAll(() => {
	eslint = new ESLint({ cwd: root });
});

const RULES = new Set(['@typescript-eslint/no-restricted-imports', 'no-restricted-syntax']);

/** The messages of the deprecation rules for `source` linted as the file `path`. */
async function frozenErrors(path: string, source: string): Promise<string[]> {
	const [result] = await eslint.lintText(source, { filePath: join(root, path) });
	return (result?.messages ?? [])
		.filter((message) => message.ruleId !== null && RULES.has(message.ruleId))
		.map((message) => message.message);
}

describe('frozen deprecations', () => {
	it('lets a deprecation import @wordpress/*, react types and its own folder', async () => {
		expect(
			await frozenErrors(
				deprecation,
				[
					"import { useBlockProps } from '@wordpress/block-editor';",
					"import { createBlock, type BlockDeprecation } from '@wordpress/blocks';",
					"import type { CSSProperties } from 'react';",
					"import { frameV1 } from './frame';",
					"import type { V1Attributes } from './types';",
					'export const probe = [useBlockProps, createBlock, frameV1];',
					'export type Probe = [BlockDeprecation, CSSProperties, V1Attributes];',
					'',
				].join('\n')
			)
		).toEqual([]);
	});

	it.each([
		["the block's own modules", "import { calendlyFrame } from '../frame';"],
		['shared code of the package', "import { SavedFrame } from '../../../../embed/saved-frame';"],
		["the block's block.json", "import metadata from '../block.json' with { type: 'json' };"],
		["the block's types, as a type import", "import type { CalendlyAttributes } from '../types';"],
		['a path that leaves the folder through ./', "import { x } from './../frame';"],
		['a path that climbs out of a subfolder', "import { x } from './a/../../frame';"],
		['a shared package', "import { validColor } from '@blockyard/ui';"],
		['the saved-output policy', "import { isProviderSource } from '@blockyard/api-client';"],
		['any other package', "import clsx from 'clsx';"],
		['a Node module', "import { readFileSync } from 'node:fs';"],
		['a re-export of outside code', "export { calendlyFrame } from '../frame';"],
		['a re-export of everything outside', "export * from '@blockyard/ui';"],
	])('fails on an import of %s', async (_what, line) => {
		const errors = await frozenErrors(deprecation, `${line}\nexport const probe = 1;\n`);
		expect(errors).toHaveLength(1);
		expect(errors[0]).toMatch(/frozen copy of what its version saved/);
	});

	it("fails on a value import of react, as everywhere in the packages' code", async () => {
		const errors = await frozenErrors(
			deprecation,
			"import { useState } from 'react';\nexport const probe = useState;\n"
		);
		expect(errors.join('\n')).toMatch(/Import from @wordpress\/element/);
	});

	it('fails on a deprecation at any depth and in a plain .ts file', async () => {
		for (const path of [
			'packages/content/src/blocks/probe/deprecated/index.ts',
			'packages/media/src/blocks/probe/deprecated/v2.tsx',
			'packages/forms/src/blocks/probe/deprecated/v1-helpers.ts',
		]) {
			const errors = await frozenErrors(
				path,
				"import type { T } from '../types';\nexport type P = T;\n"
			);
			expect(errors, path).toHaveLength(1);
		}
	});

	it('fails on import() and import types of outside code', async () => {
		const errors = await frozenErrors(
			deprecation,
			[
				"export const later = () => import('../edit');",
				"export type Attributes = import('../types').CalendlyAttributes;",
				'',
			].join('\n')
		);
		expect(errors).toEqual([
			expect.stringMatching(/^No import\(\) in a deprecation/),
			expect.stringMatching(/^No import\('…'\) types in a deprecation/),
		]);
	});

	it('fails on a double cast, in either spelling of parentheses', async () => {
		const errors = await frozenErrors(
			deprecation,
			[
				'declare const value: Record<string, unknown>;',
				'export const a = value as unknown as string[];',
				'export const b = (value as unknown) as number;',
				'export const single = value as { url?: string };',
				'',
			].join('\n')
		);
		expect(errors).toEqual([
			expect.stringMatching(/^No double casts/),
			expect.stringMatching(/^No double casts/),
		]);
	});

	it("lets a deprecation's tests import the block, and code outside deprecated/ import anything", async () => {
		const outside = "import { calendlyFrame } from '../frame';\nexport const probe = calendlyFrame;\n";
		expect(await frozenErrors('packages/embeds/src/blocks/probe/deprecated/v1.test.ts', outside)).toEqual(
			[]
		);
		expect(
			await frozenErrors('packages/embeds/src/blocks/probe/deprecated/v1.test.tsx', outside)
		).toEqual([]);
		expect(
			await frozenErrors(
				'packages/embeds/src/blocks/probe/edit/index.tsx',
				`${outside}export const twice = ({} as unknown as string);\n`
			)
		).toEqual([]);
	});
});
