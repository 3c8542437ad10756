import { spawnSync } from 'node:child_process';

import { root } from './paths.mjs';

/** Runs a command in the repository root, streaming its output; exits with its code when it fails. */
export function run(label, command, args, env = {}) {
	console.log(`\nblockyard: ${label}`);
	const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
	if (result.status !== 0) {
		console.error(`blockyard: ${label} failed.`);
		process.exit(result.status ?? 1);
	}
}
