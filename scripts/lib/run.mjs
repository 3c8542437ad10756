import { spawn, spawnSync } from 'node:child_process';

import { failureExcerpt } from './failure-excerpt.mjs';
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
 * Runs a command in the repository root as `run` does, streaming its output and keeping it;
 * when it fails, repeats the lines that name the failure at the end (`failureExcerpt`), where
 * CI's tail of the log shows them.
 */
export async function runShowingFailures(command, args, env = {}) {
	const output = [];
	const code = await new Promise((resolve) => {
		const child = spawn(command, args, {
			cwd: root,
			stdio: ['inherit', 'pipe', 'pipe'],
			env: { ...process.env, ...env },
		});
		for (const [stream, sink] of [
			[child.stdout, process.stdout],
			[child.stderr, process.stderr],
		]) {
			stream.on('data', (chunk) => {
				sink.write(chunk);
				output.push(chunk.toString());
			});
		}
		child.once('error', (error) => resolve(`did not start (${error.message})`));
		child.once('close', (exitCode, signal) =>
			resolve(exitCode === 0 ? 0 : (signal ?? `exit code ${exitCode}`))
		);
	});
	if (code !== 0) {
		const excerpt = failureExcerpt(output.join(''));
		if (excerpt.length > 0) {
			console.error(`\nblockyard: what failed, repeated from the output above:\n${excerpt.join('\n')}`);
		}
		throw new Error(`${commandLine(command, args)} failed (${code}); see its output above.`);
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
