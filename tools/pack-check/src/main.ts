// `pack-check`, an Nx target of every publishable package (part of npm test): packs the
// package as `npm publish` would and checks the tarball with publint --strict, Are the
// Types Wrong (ESM-only profile: no CommonJS entry is offered) and the package's shape
// (exports, sideEffects, and no test code).
// Run from the package's folder, after its build.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { codeEntrypoints, type PackedManifest, packageShapeProblems } from './package-shape';

const root = resolve(import.meta.dirname, '../../..');
const packageDir = process.cwd();
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as PackedManifest;

interface PackResult {
	readonly filename: string;
	readonly files: readonly { readonly path: string }[];
}

function step(label: string, command: string, args: string[]): boolean {
	console.log(`\n${manifest.name}: ${label}`);
	const result = spawnSync(command, args, { cwd: packageDir, stdio: 'inherit' });
	return result.status === 0;
}

const out = mkdtempSync(join(tmpdir(), 'blockyard-pack-'));
let failed = false;
try {
	const packed = spawnSync('npm', ['pack', '--json', '--pack-destination', out], {
		cwd: packageDir,
		encoding: 'utf8',
	});
	if (packed.status !== 0) {
		console.error(packed.stderr);
		throw new Error(`npm pack failed in ${packageDir}`);
	}
	const [pack] = JSON.parse(packed.stdout) as PackResult[];
	if (!pack) {
		throw new Error('npm pack printed no result');
	}
	const tarball = join(out, pack.filename);

	failed ||= !step('publint --strict', process.execPath, [
		join(root, 'node_modules/publint/src/cli.js'),
		'run',
		tarball,
		'--strict',
	]);
	failed ||= !step('Are the Types Wrong (ESM only)', process.execPath, [
		join(root, 'node_modules/@arethetypeswrong/cli/dist/index.js'),
		tarball,
		'--profile',
		'esm-only',
		'--entrypoints',
		...codeEntrypoints(manifest.exports),
	]);

	console.log(`\n${manifest.name}: exports, sideEffects and no test code`);
	const problems = packageShapeProblems(
		manifest,
		pack.files.map((file) => file.path)
	);
	for (const problem of problems) {
		console.error(`  ${problem}`);
	}
	if (problems.length === 0) {
		console.log(
			`  every block.json and stylesheet is exported and kept, and no test code is packed (${pack.files.length} files)`
		);
	}
	failed ||= problems.length > 0;
} finally {
	rmSync(out, { recursive: true, force: true });
}
if (failed) {
	console.error(`\npack-check: ${manifest.name}'s tarball fails a check above.`);
	process.exit(1);
}
