import { spawn } from 'node:child_process';
import { chownSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { onTestFinished } from 'vitest';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

/** `nobody`: who runs the provider in a test that needs file permissions to count (root ignores them). */
const UNPRIVILEGED = 65534;

/** True when this process runs as root, for whom read-only files and folders are writable. */
export const runningAsRoot = (): boolean => process.getuid?.() === 0;

/**
 * Hands `paths` to the user {@link spawnProvider} runs as with `unprivileged`,
 * so the test decides their permissions with `chmod` as that user sees them.
 */
export function giveToProviderUser(...paths: string[]): void {
	if (runningAsRoot()) {
		for (const path of paths) {
			chownSync(path, UNPRIVILEGED, UNPRIVILEGED);
		}
	}
}

export interface SpawnedProvider {
	/** Resolves with the URL once the ready line is printed; rejects if the process exits first. */
	readonly ready: Promise<string>;
	readonly exited: Promise<number | null>;
	output(): { stdout: string; stderr: string };
	/** SIGTERM, and resolves with the exit code. */
	stop(): Promise<number | null>;
}

/**
 * The CLI in a process of its own (so its blocking shows, and its exit code),
 * on a free port, stopped when the test ends. `unprivileged`: as `nobody`
 * when the tests run as root, so that permissions apply to it.
 */
export function spawnProvider(
	env: NodeJS.ProcessEnv,
	options: { unprivileged?: boolean } = {}
): SpawnedProvider {
	const asNobody = options.unprivileged === true && runningAsRoot();
	const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
		env: { ...process.env, FORCE_COLOR: '0', BLOCKYARD_PROVIDER_PORT: '0', ...env },
		stdio: ['ignore', 'pipe', 'pipe'],
		...(asNobody ? { uid: UNPRIVILEGED, gid: UNPRIVILEGED } : {}),
	});
	onTestFinished(() => {
		if (child.exitCode === null && child.signalCode === null) {
			child.kill('SIGKILL');
		}
	});
	let stdout = '';
	let stderr = '';
	child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
	child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
	const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
	const ready = new Promise<string>((resolve, reject) => {
		const check = () => {
			const match = /blockyard local provider: (http:\/\/\S+)/.exec(stdout);
			if (match?.[1]) {
				resolve(match[1]);
			}
		};
		child.stdout.on('data', check);
		void exited.then((code) => reject(new Error(`exited with ${code}: ${stderr}`)));
	});
	// A test that expects the start to fail awaits `exited`, not `ready`.
	ready.catch(() => undefined);
	return {
		ready,
		exited,
		output: () => ({ stdout, stderr }),
		stop: () => {
			child.kill('SIGTERM');
			return exited;
		},
	};
}
