import { spawnSync } from 'node:child_process';

import { root } from './paths.mjs';

/** Runs a command in the repository root, streaming its output; throws when it fails. */
export function run(command, args, env = {}) {
	const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
	if (result.status !== 0) {
		throw new Error(
			`\`${[command, ...args].join(' ')}\` failed (${result.signal ?? `exit code ${result.status}`}); see its output above.`
		);
	}
}
