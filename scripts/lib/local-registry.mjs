// A throwaway npm registry on loopback: Verdaccio (installed on first use in
// tools/local-registry, apart from the root install), with its storage, config and
// user in a temporary folder, and a temporary npmrc holding the user's token. npm test
// publishes every public package to it with the release's own `nx release publish`;
// the consumer installs start theirs with the same module. The user's ~/.npmrc is
// never read or written: npm is pointed at the temporary one (`npm_config_userconfig`).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ensureDependencies } from './install.mjs';
import { root } from './paths.mjs';
import { freePort, stopProcess } from './services.mjs';

export const registryDir = join(root, 'tools', 'local-registry');

/** The scope the registry serves; everything else comes from npm's usual registry. */
export const SCOPE = '@blockyard';

/**
 * The arguments of the release's publish step (`.github/workflows/release.yml` runs
 * `npx nx <these>`). The rehearsal adds only `--registry`.
 */
export const PUBLISH_ARGS = ['release', 'publish'];

/** Verdaccio's configuration: loopback only, local storage, no uplinks (it never reaches the network). */
export function verdaccioConfig(dir) {
	return {
		storage: join(dir, 'storage'),
		auth: { htpasswd: { file: join(dir, 'htpasswd'), max_users: 10 } },
		uplinks: {},
		packages: {
			[`${SCOPE}/*`]: { access: '$all', publish: '$authenticated', unpublish: '$authenticated' },
			'**': { access: '$all', publish: '$authenticated' },
		},
		publish: { allow_offline: true },
		max_body_size: '100mb',
		web: { enable: false },
		middlewares: { audit: { enabled: false } },
		log: { type: 'stdout', format: 'pretty', level: 'warn' },
	};
}

/** The npmrc a publisher or a consumer uses: the scope's registry and the token for it. */
export function npmrcFor(url, token) {
	const host = url.replace(/^https?:/, '');
	return `${SCOPE}:registry=${url}\n${host}:_authToken=${token}\n`;
}

async function waitForPing(url, child, timeoutMs) {
	const deadline = Date.now() + timeoutMs;
	while (Date.now() < deadline) {
		if (child.exitCode !== null) {
			throw new Error(`Verdaccio exited with code ${child.exitCode} before it answered`);
		}
		try {
			const response = await fetch(`${url}-/ping`);
			if (response.ok) {
				return;
			}
		} catch {
			// not listening yet
		}
		await new Promise((resolve) => setTimeout(resolve, 100));
	}
	throw new Error(`Verdaccio did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/** Creates a user (npm's adduser call) and answers its token. */
export async function createUser(url, name, password) {
	const response = await fetch(`${url}-/user/org.couchdb.user:${encodeURIComponent(name)}`, {
		method: 'PUT',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ name, password }),
	});
	const body = await response.json().catch(() => ({}));
	if (!response.ok || typeof body.token !== 'string') {
		throw new Error(`the local registry refused to create user ${name} (${response.status})`);
	}
	return body.token;
}

/**
 * Starts Verdaccio on a free loopback port with a fresh storage folder, creates a user and
 * writes an npmrc with its token. Resolves with the registry's URL (ending with a slash),
 * the npmrc's path, the environment that points npm at it, and `stop()`, which stops the
 * server and deletes the folder.
 * @param {{ quiet?: boolean }} [options]
 */
export async function startLocalRegistry({ quiet = true } = {}) {
	ensureDependencies(registryDir, '— Verdaccio, the local registry, first run only');
	const dir = mkdtempSync(join(tmpdir(), 'blockyard-registry-'));
	const port = await freePort();
	const url = `http://127.0.0.1:${port}/`;
	const config = join(dir, 'config.yaml');
	// JSON is YAML: Verdaccio reads it as is.
	writeFileSync(config, JSON.stringify(verdaccioConfig(dir), null, 2));

	const child = spawn(
		process.execPath,
		[
			join(registryDir, 'node_modules', 'verdaccio', 'bin', 'verdaccio'),
			'--config',
			config,
			'--listen',
			`127.0.0.1:${port}`,
		],
		{
			cwd: dir,
			// Node warnings are Verdaccio's advice against running as root, which CI containers do.
			env: { ...process.env, NODE_NO_WARNINGS: '1' },
			stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
		}
	);
	const stop = async () => {
		await stopProcess(child);
		rmSync(dir, { recursive: true, force: true });
	};
	try {
		await waitForPing(url, child, 60_000);
		const token = await createUser(url, 'blockyard', randomBytes(12).toString('hex'));
		const npmrc = join(dir, 'npmrc');
		writeFileSync(npmrc, npmrcFor(url, token), { mode: 0o600 });
		return { url, npmrc, env: { npm_config_userconfig: npmrc }, stop };
	} catch (error) {
		await stop();
		throw error;
	}
}

/** Every package `nx release` publishes: the non-private packages under packages/. */
export function publicPackages() {
	const packagesDir = join(root, 'packages');
	return readdirSync(packagesDir)
		.map((name) => JSON.parse(readFileSync(join(packagesDir, name, 'package.json'), 'utf8')))
		.filter((manifest) => manifest.private !== true)
		.map((manifest) => ({ name: manifest.name, version: manifest.version }));
}

/**
 * Publishes every public package to `registry` with the release's `nx release publish`, the
 * registry URL the only difference. Publishing builds nothing itself: the `nx-release-publish`
 * target depends on `build`, which Nx's cache answers after the suite's own build.
 * @param {{ url: string, env: Record<string, string> }} registry
 * @param {{ stdio?: 'inherit' | 'pipe' }} [options]
 */
export function publishWorkspace(registry, { stdio = 'inherit' } = {}) {
	const result = spawnSync(
		process.execPath,
		[
			join(root, 'node_modules', 'nx', 'dist', 'bin', 'nx.js'),
			...PUBLISH_ARGS,
			`--registry=${registry.url}`,
			'--outputStyle=static',
		],
		{
			cwd: root,
			stdio,
			encoding: 'utf8',
			env: {
				...process.env,
				NX_DAEMON: 'false',
				NX_TUI: 'false',
				NX_NO_CLOUD: 'true',
				...registry.env,
			},
		}
	);
	if (result.status !== 0) {
		throw new Error(
			`nx release publish to ${registry.url} failed (exit ${result.status})${stdio === 'pipe' ? `:\n${result.stdout}\n${result.stderr}` : ''}`
		);
	}
	return publicPackages();
}

/** The versions of `name` the registry serves (empty when it has none). */
export function publishedVersions(registry, name) {
	const result = spawnSync('npm', ['view', name, 'versions', '--json', `--registry=${registry.url}`], {
		cwd: root,
		encoding: 'utf8',
		env: { ...process.env, ...registry.env },
	});
	if (result.status !== 0) {
		return [];
	}
	const versions = JSON.parse(result.stdout || '[]');
	return Array.isArray(versions) ? versions : [versions];
}
