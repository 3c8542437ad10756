// Installs the workspace's dependencies when they are missing or older than the lock file.
// Only Node built-ins here: this runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { root } from './paths.mjs';

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/** True when node_modules is absent or npm's record of it is older than package-lock.json or package.json. */
export function dependenciesAreStale() {
	const installed = mtime(join(root, 'node_modules', '.package-lock.json'));
	return (
		installed === 0 ||
		installed < Math.max(mtime(join(root, 'package-lock.json')), mtime(join(root, 'package.json')))
	);
}

export function ensureDependencies() {
	if (!dependenciesAreStale()) {
		return;
	}
	console.log('blockyard: installing dependencies (npm ci) …');
	const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
	if (result.status !== 0) {
		console.error('blockyard: `npm ci` failed; see the output above.');
		process.exit(result.status ?? 1);
	}
}
