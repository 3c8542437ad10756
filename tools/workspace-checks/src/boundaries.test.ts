// The dependency direction of decision 0001 (api-client ← ui ← connection ← feature
// packages ← editor; feature packages never import each other) is enforced by the
// module-boundary rule in eslint.config.js. These tests prove that the rule fires.
import { ESLint } from 'eslint';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
let eslint: ESLint;

beforeAll(() => {
	eslint = new ESLint({ cwd: root });
});

async function boundaryErrors(fileInPackage: string, source: string): Promise<string[]> {
	const [result] = await eslint.lintText(source, { filePath: join(root, fileInPackage) });
	return (result?.messages ?? [])
		.filter((message) => message.ruleId === '@nx/enforce-module-boundaries')
		.map((message) => message.message);
}

describe('the dependency direction', () => {
	it('lets a feature package import the shared layers', async () => {
		const errors = await boundaryErrors(
			'packages/content/src/probe.ts',
			"import { createApi } from '@blockyard/api-client';\nimport { useHost } from '@blockyard/ui';\nexport const probe = [createApi, useHost];\n"
		);
		expect(errors).toEqual([]);
	});

	it('fails when a feature package imports the host package', async () => {
		const errors = await boundaryErrors(
			'packages/content/src/probe.ts',
			"import { registerBlockyard } from '@blockyard/editor';\nexport const probe = registerBlockyard;\n"
		);
		expect(errors.length).toBeGreaterThan(0);
	});

	it('fails when the api-client imports the UI kit', async () => {
		const errors = await boundaryErrors(
			'packages/api-client/src/probe.ts',
			"import { useHost } from '@blockyard/ui';\nexport const probe = useHost;\n"
		);
		expect(errors.length).toBeGreaterThan(0);
	});

	// The cases above are also cycles, which the rule reports on its own; these two are
	// not, so only the layer tags can fail them.
	it('fails on a layer violation that is not a cycle (a tool importing the UI kit)', async () => {
		const errors = await boundaryErrors(
			'tools/local-provider/src/probe.ts',
			"import { useHost } from '@blockyard/ui';\nexport const probe = useHost;\n"
		);
		expect(errors.join('\n')).toMatch(/tagged with "layer:tool" can only depend on libs tagged with/);
	});

	it('fails on a layer violation that is not a cycle (a tool importing a feature package)', async () => {
		const errors = await boundaryErrors(
			'tools/local-provider/src/probe.ts',
			"import * as content from '@blockyard/content';\nexport const probe = content;\n"
		);
		expect(errors.join('\n')).toMatch(/tagged with "layer:tool" can only depend on libs tagged with/);
	});

	// The headline rule: feature packages never import each other. Not a cycle either (neither
	// package imports the other today), so only the layer tags can fail it.
	it('fails when a feature package imports another feature package', async () => {
		for (const [file, other] of [
			['packages/content/src/probe.ts', '@blockyard/forms'],
			['packages/forms/src/probe.ts', '@blockyard/content'],
			['packages/ai-assistant/src/probe.ts', '@blockyard/forms'],
		] as const) {
			const errors = await boundaryErrors(
				file,
				`import * as other from '${other}';\nexport const probe = other;\n`
			);
			expect(errors.join('\n'), `${file} → ${other}`).toMatch(
				/tagged with "layer:feature" can only depend on libs tagged with/
			);
		}
	});

	it('lets the playground app use the host and every package', async () => {
		expect(
			await boundaryErrors(
				'tools/playground/src/probe.ts',
				"import { registerBlockyard } from '@blockyard/editor';\nimport { registerContentBlocks } from '@blockyard/content';\nexport const probe = [registerBlockyard, registerContentBlocks];\n"
			)
		).toEqual([]);
	});

	it('fails when the UI kit imports a feature package', async () => {
		const errors = await boundaryErrors(
			'packages/ui/src/probe.ts',
			"import * as content from '@blockyard/content';\nexport const probe = content;\n"
		);
		expect(errors.length).toBeGreaterThan(0);
	});
});
