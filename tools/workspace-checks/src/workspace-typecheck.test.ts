// `npm test` checks the types of every package and tool in one TypeScript program
// (tsconfig.typecheck.json) instead of one program per project, each of which checked its
// dependencies' sources again. It stands in for the projects' own checks only while it covers
// every file they check, with their options.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');

function parse(configPath: string): ts.ParsedCommandLine {
	const parsed = ts.getParsedCommandLineOfConfigFile(configPath, undefined, {
		...ts.sys,
		onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
			throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
		},
	});
	if (parsed === undefined) {
		throw new Error(`${configPath} could not be read`);
	}
	return parsed;
}

/** The options that decide what a check finds: all but where they come from and the ambient types. */
function checkingOptions(options: ts.CompilerOptions): Record<string, unknown> {
	const rest: Record<string, unknown> = { ...options };
	delete rest['configFilePath'];
	delete rest['types'];
	return rest;
}

/** Each package or tool with a `typecheck` script, and that script. */
const projects = ['packages', 'tools'].flatMap((folder) =>
	readdirSync(join(root, folder), { withFileTypes: true })
		.filter((entry) => entry.isDirectory() && existsSync(join(root, folder, entry.name, 'package.json')))
		.map((entry) => {
			const dir = join(root, folder, entry.name);
			const { scripts } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
				scripts?: Record<string, string>;
			};
			return { name: `${folder}/${entry.name}`, dir, typecheck: scripts?.typecheck };
		})
		.filter((project) => project.typecheck !== undefined)
);

describe('the workspace type check', () => {
	const workspace = parse(join(root, 'tsconfig.typecheck.json'));
	const checked = new Set(workspace.fileNames);

	it('finds the projects it stands in for', () => {
		expect(projects.length).toBeGreaterThan(20);
	});

	it.each(projects)('checks every file $name checks, with its options', ({ dir, typecheck }) => {
		// Another script would check other files or options than the ones compared here.
		expect(typecheck).toBe('tsc -p tsconfig.json');
		const project = parse(join(dir, 'tsconfig.json'));
		expect(project.fileNames.filter((file) => !checked.has(file))).toEqual([]);
		expect(checkingOptions(project.options)).toEqual(checkingOptions(workspace.options));
		expect(workspace.options.types).toEqual(expect.arrayContaining(project.options.types ?? []));
	});
});
