// What a consumer of a published package needs beyond what publint and Are the Types
// Wrong check: every block's block.json and every stylesheet in the tarball can be
// imported through `exports`, and `sideEffects` names each stylesheet and each module
// that acts on import, so a bundler keeps them. And no test code ships: a test, or a
// helper only tests use, that reached `dist` would be published with the package.

/** The manifest fields the shape depends on. */
export interface PackedManifest {
	readonly name: string;
	readonly exports?: unknown;
	readonly sideEffects?: boolean | readonly string[];
}

/** Conditions a consumer never sets: the workspace's own source condition points at files that are not published. */
const WORKSPACE_CONDITIONS = new Set(['@blockyard/source']);

/** Every `[subpath, target]` of an `exports` map, conditions flattened. */
export function exportTargets(exports: unknown): [string, string][] {
	if (typeof exports === 'string') {
		return [['.', exports]];
	}
	if (exports === null || typeof exports !== 'object') {
		return [];
	}
	const targets: [string, string][] = [];
	const collect = (subpath: string, value: unknown) => {
		if (typeof value === 'string') {
			targets.push([subpath, value]);
		} else if (value !== null && typeof value === 'object') {
			for (const [condition, inner] of Object.entries(value)) {
				if (!WORKSPACE_CONDITIONS.has(condition)) {
					collect(subpath, inner);
				}
			}
		}
	};
	const entries = Object.entries(exports);
	if (entries.every(([key]) => !key.startsWith('.'))) {
		collect('.', exports);
	} else {
		for (const [subpath, value] of entries) {
			collect(subpath, value);
		}
	}
	return targets;
}

/** The subpaths that lead to code (JavaScript and its types): what Are the Types Wrong checks. Stylesheets, JSON and patterns are left to the shape check. */
export function codeEntrypoints(exports: unknown): string[] {
	const subpaths = exportTargets(exports).map(([subpath]) => subpath);
	return [...new Set(subpaths)].filter(
		(subpath) => !subpath.includes('*') && !/\.(?:css|json)$/.test(subpath)
	);
}

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** A tarball path (`dist/x.js`) matches an export target (`./dist/*.js`, where `*` spans folders too). */
export function matchesTarget(target: string, file: string): boolean {
	const pattern = escape(target.replace(/^\.\//, '')).replace(/\*/g, '.+');
	return new RegExp(`^${pattern}$`).test(file);
}

/** A tarball path matches a `sideEffects` entry (a glob; one without a slash matches the file name anywhere). */
export function matchesSideEffect(glob: string, file: string): boolean {
	const path = glob.replace(/^\.\//, '');
	const pattern = escape(path)
		.split('**/')
		.map((part) => part.replace(/\*/g, '[^/]*'))
		.join('(?:.*/)?');
	return new RegExp(path.includes('/') ? `^${pattern}$` : `(?:^|/)${pattern}$`).test(file);
}

/** Folders that hold only test code, wherever they are. */
const TEST_FOLDERS = new Set(['test', 'tests', '__tests__', '__mocks__']);

/**
 * Whether a tarball path is test code by the repository's naming: inside a `test/` (or
 * `__tests__/`, `__mocks__/`) folder, a test file (`*.test.*`, `*.spec.*`, `*.test-d.*`), or a
 * helper named as one (`test-*`, `fake-*`, `*test-harness*`). Build outputs of such a file
 * (`.js`, `.d.ts`, their maps) match too.
 */
export function isTestCode(file: string): boolean {
	const segments = file.split('/');
	const name = segments.pop() ?? '';
	return (
		segments.some((folder) => TEST_FOLDERS.has(folder)) ||
		/\.(?:test|spec|test-d)\./.test(name) ||
		/^(?:test|fake)-/.test(name) ||
		name.includes('test-harness')
	);
}

const hasSideEffect = (manifest: PackedManifest, file: string) =>
	manifest.sideEffects === true ||
	manifest.sideEffects === undefined ||
	(Array.isArray(manifest.sideEffects) &&
		manifest.sideEffects.some((glob) => matchesSideEffect(glob, file)));

/** What is wrong with the shape of a packed package (`files`: the tarball's paths, without `package/`). */
export function packageShapeProblems(manifest: PackedManifest, files: readonly string[]): string[] {
	const problems: string[] = [];
	const targets = exportTargets(manifest.exports);
	for (const [subpath, target] of targets) {
		if (!files.some((file) => matchesTarget(target, file))) {
			problems.push(`exports["${subpath}"] → ${target}: no such file in the tarball`);
		}
	}
	const exported = (file: string) => targets.some(([, target]) => matchesTarget(target, file));
	for (const file of files) {
		if (isTestCode(file)) {
			problems.push(
				`${file} is test code (tests are *.test.ts(x); what only tests use lives in a test/ folder, which the build leaves out)`
			);
		}
		if (/(^|\/)block\.json$/.test(file) && !exported(file)) {
			problems.push(`${file} is not reachable through exports`);
		}
		if (file.endsWith('.css')) {
			if (!exported(file)) {
				problems.push(`${file} is not reachable through exports`);
			}
			if (!hasSideEffect(manifest, file)) {
				problems.push(`${file} is not listed in sideEffects (a bundler would drop its import)`);
			}
		}
	}
	if (Array.isArray(manifest.sideEffects)) {
		for (const glob of manifest.sideEffects) {
			if (!/[*]/.test(glob) && !files.includes(glob.replace(/^\.\//, ''))) {
				problems.push(`sideEffects names ${glob}, which is not in the tarball`);
			}
		}
	}
	return problems;
}
