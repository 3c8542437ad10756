// Installs a project's dependencies when they are missing or older than its lock file.
// Only Node built-ins here: this runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

import { root } from './paths.mjs';

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/** True when `dir`'s node_modules is absent or npm's record of it is older than package-lock.json or package.json. */
export function dependenciesAreStale(dir = root) {
	const installed = mtime(join(dir, 'node_modules', '.package-lock.json'));
	return (
		installed === 0 ||
		installed < Math.max(mtime(join(dir, 'package-lock.json')), mtime(join(dir, 'package.json')))
	);
}

/** Runs `npm ci` in `dir` (default: the repository root) when its install is stale. */
export function ensureDependencies(dir = root, note = '') {
	if (!dependenciesAreStale(dir)) {
		return;
	}
	const where = relative(root, dir) || 'the workspace';
	console.log(`blockyard: installing dependencies of ${where} (npm ci)${note ? ` ${note}` : ''} …`);
	const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
	if (result.status !== 0) {
		console.error(`blockyard: \`npm ci\` in ${where} failed; see the output above.`);
		process.exit(result.status ?? 1);
	}
}
