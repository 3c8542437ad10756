// Starts the two services the playground needs, for `npm start` and for the e2e suite alike.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

import { root } from './paths.mjs';

const READY = /blockyard local provider: (http:\/\/\S+)/;

/** A free TCP port on 127.0.0.1. */
export function freePort() {
	return new Promise((resolve, reject) => {
		const server = createServer();
		server.unref();
		server.on('error', reject);
		server.listen(0, '127.0.0.1', () => {
			const { port } = server.address();
			server.close(() => resolve(port));
		});
	});
}

/** Stops a child process: SIGTERM, then SIGKILL after 5 s; resolves once it has exited. */
export function stopProcess(child) {
	return stopWith(child, (signal) => child.kill(signal));
}

/**
 * Stops a child spawned with `detached: true` (a process group of its own) and every process in
 * its group: a server that forks workers, as PHP's built-in server does, leaves them running when
 * only the server itself is stopped.
 */
export function stopProcessGroup(child) {
	const signalGroup = (signal) => {
		try {
			process.kill(-child.pid, signal);
		} catch {
			// the group is gone already
		}
	};
	return stopWith(child, signalGroup).then(() => signalGroup('SIGKILL'));
}

function stopWith(child, kill) {
	return new Promise((resolve) => {
		if (child.exitCode !== null || child.signalCode !== null) {
			resolve();
			return;
		}
		child.once('exit', () => resolve());
		kill('SIGTERM');
		setTimeout(() => kill('SIGKILL'), 5000).unref();
	});
}

const stopper = (child) => () => stopProcess(child);

/** The playground's page origins on `port`, under both loopback names. */
export function playgroundOrigins(port) {
	return [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
}

/** The data folder's nonce, read the way the playground reads it (the provider answers local programs too). */
async function readNonce(url) {
	const response = await fetch(`${url}blockyard/nonce`);
	if (!response.ok) {
		throw new Error(`the local provider did not hand out its nonce (${response.status})`);
	}
	const { nonce } = await response.json();
	return nonce;
}

/**
 * Starts the local provider and resolves with its URL and the data folder's nonce once it prints
 * its ready line, and `exited`, which resolves with its exit code and signal when it ends. `origins` are the playground's page origins (CORS, Host names), `siteOrigins`
 * the WordPress test sites' (whose Origin stands for the nonce), `uploadProtocol: 'service'` makes
 * the resumable upload refuse tus's methods sent as themselves, as the video service does.
 * @param {{ port?: number, dataDir?: string, quiet?: boolean, faults?: boolean, origins?: string[], siteOrigins?: string[], uploadProtocol?: 'tus' | 'service', env?: Record<string, string> }} options
 */
export function startProvider({
	port = 8787,
	dataDir,
	quiet = false,
	faults = false,
	origins,
	siteOrigins,
	uploadProtocol,
	env: extraEnv = {},
} = {}) {
	const env = { ...process.env, ...extraEnv, BLOCKYARD_PROVIDER_PORT: String(port) };
	if (faults) {
		env.BLOCKYARD_PROVIDER_FAULTS = '1';
	}
	if (dataDir) {
		env.BLOCKYARD_DATA_DIR = dataDir;
	}
	if (origins) {
		env.BLOCKYARD_PROVIDER_ORIGINS = origins.join(',');
	}
	if (siteOrigins) {
		env.BLOCKYARD_PROVIDER_SITE_ORIGINS = siteOrigins.join(',');
	}
	if (uploadProtocol) {
		env.BLOCKYARD_PROVIDER_UPLOAD_PROTOCOL = uploadProtocol;
	}
	const child = spawn(
		process.execPath,
		['--import', 'tsx', join(root, 'tools/local-provider/src/main.ts')],
		{ cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] }
	);
	// How it ended, for whoever watches it after it was ready (`npm start` restarts it once).
	const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
	return new Promise((resolve, reject) => {
		let buffered = '';
		const onData = (chunk) => {
			const text = chunk.toString();
			if (!quiet) {
				process.stdout.write(text.replace(/^(?=.)/gm, '[provider] '));
			}
			buffered += text;
			const match = READY.exec(buffered);
			if (match) {
				buffered = '';
				const url = `${match[1].replace(/\/$/, '')}/`;
				readNonce(url).then(
					(nonce) => resolve({ url, nonce, pid: child.pid, exited, stop: stopper(child) }),
					async (error) => {
						await stopProcess(child);
						reject(error);
					}
				);
			}
		};
		child.stdout.on('data', onData);
		child.once('error', reject);
		child.once('exit', (code) =>
			reject(new Error(`the local provider exited with code ${code} before it was ready`))
		);
	});
}

async function waitForHttp(url, child, timeoutMs) {
	const deadline = Date.now() + timeoutMs;
	while (Date.now() < deadline) {
		if (child.exitCode !== null) {
			throw new Error(`the playground server exited with code ${child.exitCode}`);
		}
		try {
			const response = await fetch(url);
			if (response.ok) {
				return;
			}
		} catch {
			// not listening yet
		}
		await new Promise((resolve) => setTimeout(resolve, 250));
	}
	throw new Error(`the playground did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/**
 * Serves the playground: `dev` runs Vite's dev server on the sources, `preview` serves the built app.
 * @param {{ mode: 'dev' | 'preview', port?: number, providerUrl: string, quiet?: boolean }} options
 */
export async function startPlayground({ mode, port = 5173, providerUrl, quiet = false }) {
	const args = [join(root, 'node_modules/vite/bin/vite.js'), ...(mode === 'preview' ? ['preview'] : [])];
	// The module runner loads the config: it imports a workspace tool's TypeScript (the translations' loader).
	args.push('--config', 'vite.config.ts', '--configLoader', 'runner');
	const child = spawn(process.execPath, args, {
		cwd: join(root, 'tools/playground'),
		env: { ...process.env, BLOCKYARD_PLAYGROUND_PORT: String(port), BLOCKYARD_PROVIDER_URL: providerUrl },
		stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
	});
	const url = `http://127.0.0.1:${port}/`;
	const stop = stopper(child);
	try {
		await waitForHttp(url, child, 120_000);
	} catch (error) {
		await stop();
		throw error;
	}
	return { url, stop };
}
