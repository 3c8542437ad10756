import { spawn, spawnSync } from 'node:child_process';
import { chownSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { onTestFinished } from 'vitest';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

/** `nobody`: who runs the provider in a test that needs file permissions to count (root ignores them). */
const UNPRIVILEGED = 65534;

/** True when this process runs as root, for whom read-only files and folders are writable. */
export const runningAsRoot = (): boolean => process.getuid?.() === 0;

/**
 * Root without the capabilities that let it ignore file permissions: it reads the
 * checkout wherever it lies (a fresh clone under a private temporary folder, which
 * `nobody` cannot enter) and is refused writes as any user would be. util-linux's
 * `setpriv`, in every Debian; without it the provider runs as `nobody`.
 */
const WITHOUT_OVERRIDES = [
	'setpriv',
	'--bounding-set=-dac_override,-dac_read_search,-fowner',
	'--inh-caps=-dac_override,-dac_read_search,-fowner',
];

let setprivFound: boolean | undefined;
function hasSetpriv(): boolean {
	setprivFound ??= spawnSync('setpriv', ['--version'], { stdio: 'ignore' }).status === 0;
	return setprivFound;
}

/**
 * Hands `paths` to the user {@link spawnProvider} runs as with `unprivileged`,
 * so the test decides their permissions with `chmod` as that user sees them.
 */
export function giveToProviderUser(...paths: string[]): void {
	// Under `setpriv` the provider is root, the owner already: the owner's bits apply.
	if (runningAsRoot() && !hasSetpriv()) {
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
	const unprivileged = options.unprivileged === true && runningAsRoot();
	const command = [process.execPath, '--import', 'tsx', MAIN];
	const [file, ...args] = unprivileged && hasSetpriv() ? [...WITHOUT_OVERRIDES, ...command] : command;
	const child = spawn(file!, args, {
		env: { ...process.env, FORCE_COLOR: '0', BLOCKYARD_PROVIDER_PORT: '0', ...env },
		stdio: ['ignore', 'pipe', 'pipe'],
		...(unprivileged && !hasSetpriv() ? { uid: UNPRIVILEGED, gid: UNPRIVILEGED } : {}),
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
