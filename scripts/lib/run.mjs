import { spawn, spawnSync } from 'node:child_process';

import { root } from './paths.mjs';

const commandLine = (command, args) => `\`${[command, ...args].join(' ')}\``;

/** Runs a command in the repository root, streaming its output; throws when it fails. */
export function run(command, args, env = {}) {
	const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
	if (result.status !== 0) {
		throw new Error(
			`${commandLine(command, args)} failed (${result.signal ?? `exit code ${result.status}`}); see its output above.`
		);
	}
}

/**
 * Runs commands (`[command, args]`) at the same time, each streaming its output, for checks
 * that each keep one core busy; waits for every one, then throws naming those that failed.
 */
export async function runTogether(commands, { cwd = root } = {}) {
	const failures = await Promise.all(
		commands.map(
			([command, args]) =>
				new Promise((resolve) => {
					const child = spawn(command, args, { cwd, stdio: 'inherit' });
					child.once('error', (error) =>
						resolve(`${commandLine(command, args)} did not start (${error.message})`)
					);
					child.once('exit', (code, signal) =>
						resolve(
							code === 0
								? undefined
								: `${commandLine(command, args)} failed (${signal ?? `exit code ${code}`})`
						)
					);
				})
		)
	);
	const failed = failures.filter((failure) => failure !== undefined);
	if (failed.length > 0) {
		throw new Error(`${failed.join('; ')}; see the output above.`);
	}
}
