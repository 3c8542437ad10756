// Adding a block is running the generator and filling in the new folder: on a scratch copy of
// the workspace, `nx g @blockyard/workspace:block` writes a block that passes the package's
// typecheck, lint, fixture round trip and its own unit test untouched, and changes no file
// outside what it names (the folder, its fixture, its e2e spec, its version plan, the package's
// entry and the lists derived from the block folders).
import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
	cpSync,
	existsSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	rmSync,
	symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const NAME = 'generated-probe';
const PACKAGE = 'content';
let scratch = '';

/** The environment of a command run in the scratch copy: this test runner's own variables left out. */
const env = Object.fromEntries(
	Object.entries({ ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' }).filter(
		([key]) => !key.startsWith('VITEST') && key !== 'NODE_ENV' && key !== 'TEST'
	)
);

function run(command: string, args: readonly string[], cwd = scratch): string {
	return execFileSync(command, args, { cwd, env, encoding: 'utf8', stdio: 'pipe' });
}

const execFileAsync = promisify(execFile);

/**
 * `run`, without holding the test runner's thread: the checks of the generated block (the
 * typecheck, lint, the format check, the package's tests) each keep a core busy, so they run
 * side by side.
 */
async function runAside(command: string, args: readonly string[], cwd = scratch): Promise<string> {
	return (await execFileAsync(command, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }))
		.stdout;
}

/** Every file of the scratch copy (its own Nx cache and node_modules left out), with a hash of each. */
function snapshot(dir: string): Map<string, string> {
	const files = new Map<string, string>();
	const walk = (path: string): void => {
		for (const entry of readdirSync(path, { withFileTypes: true })) {
			const full = join(path, entry.name);
			const rel = relative(dir, full);
			if (
				rel === 'node_modules' ||
				rel === join('.nx', 'workspace-data') ||
				rel === join('.nx', 'cache')
			) {
				continue;
			}
			if (entry.isDirectory()) {
				walk(full);
			} else {
				files.set(rel, createHash('sha1').update(readFileSync(full)).digest('hex'));
			}
		}
	};
	walk(dir);
	return files;
}

let before = new Map<string, string>();
let after = new Map<string, string>();

beforeAll(() => {
	scratch = mkdtempSync(join(tmpdir(), 'blockyard-generator-'));
	// The workspace's files as git sees them (committed, or new and not ignored), as a clone has them.
	const files = run('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], root)
		.split('\0')
		.filter((file) => file !== '' && existsSync(join(root, file)));
	for (const file of files) {
		mkdirSync(dirname(join(scratch, file)), { recursive: true });
		cpSync(join(root, file), join(scratch, file));
	}
	symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'));
	before = snapshot(scratch);
	run('npx', [
		'nx',
		'g',
		'@blockyard/workspace:block',
		`--package=${PACKAGE}`,
		`--name=${NAME}`,
		'--no-interactive',
	]);
	after = snapshot(scratch);
}, 120_000);

afterAll(() => {
	if (scratch !== '') {
		rmSync(scratch, { recursive: true, force: true });
	}
});

describe.concurrent('nx g @blockyard/workspace:block', () => {
	it('writes the block folder, its fixture, e2e spec and version plan, and touches no other list by hand', () => {
		const changed = [...after].filter(([file, hash]) => before.get(file) !== hash).map(([file]) => file);
		const expected = (file: string): boolean =>
			file.startsWith(`packages/${PACKAGE}/src/blocks/${NAME}/`) ||
			file.startsWith(`packages/${PACKAGE}/test/fixtures/blockyard__${NAME}.`) ||
			file === `e2e/tests/${NAME}.spec.ts` ||
			file === `.nx/version-plans/${PACKAGE}-${NAME}-block.md` ||
			// The package's entry exports it; its register module is derived from the folders.
			file === `packages/${PACKAGE}/src/index.ts` ||
			file === `packages/${PACKAGE}/src/blocks/index.ts`;
		expect(changed.filter((file) => !expected(file))).toEqual([]);
		expect(changed).toEqual(
			expect.arrayContaining([
				`packages/${PACKAGE}/src/blocks/${NAME}/block.json`,
				`packages/${PACKAGE}/src/blocks/${NAME}/README.md`,
				`packages/${PACKAGE}/src/blocks/${NAME}/save.test.tsx`,
				`packages/${PACKAGE}/test/fixtures/blockyard__${NAME}.html`,
				`e2e/tests/${NAME}.spec.ts`,
				`packages/${PACKAGE}/src/blocks/index.ts`,
			])
		);
		expect([...before.keys()].filter((file) => !after.has(file))).toEqual([]);
	});

	it('leaves every derived list up to date', async () => {
		await expect(runAside('npm', ['run', '--silent', 'blocks', '--', '--check'])).resolves.toBeDefined();
	});

	it('writes a block that passes the package’s typecheck untouched', async () => {
		await expect(
			runAside('npx', ['tsc', '-p', `packages/${PACKAGE}/tsconfig.json`])
		).resolves.toBeDefined();
	}, 180_000);

	const touched = [
		`packages/${PACKAGE}/src/blocks/${NAME}`,
		`packages/${PACKAGE}/src/blocks/index.ts`,
		`packages/${PACKAGE}/src/index.ts`,
		`e2e/tests/${NAME}.spec.ts`,
	];

	it('writes a block that passes lint and the format check untouched', async () => {
		await expect(runAside('npx', ['eslint', '--max-warnings=0', ...touched])).resolves.toBeDefined();
		await expect(runAside('npx', ['prettier', '--check', ...touched])).resolves.toBeDefined();
	}, 180_000);

	it('writes a block whose fixture round trip and unit test pass untouched', async () => {
		const output = await runAside(
			'npx',
			['vitest', 'run', '--reporter=verbose', `src/blocks/${NAME}`, 'test/fixtures.test.ts'],
			join(scratch, 'packages', PACKAGE)
		);
		expect(output).toContain(`blockyard__${NAME}`);
	}, 180_000);
});
