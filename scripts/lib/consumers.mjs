// The consumers of the published packages: a Vite app and a WordPress plugin, each made from
// its template in e2e/consumers/ in a fresh folder outside the repository, which installs
// @blockyard/content from the local registry with the commands the README gives.
//
// Installing React, Gutenberg and @wordpress/scripts from npm takes minutes, so a consumer's
// third-party node_modules is kept between runs under the system's temporary folder, keyed by
// the template's package.json and Node's version: a run moves it into the fresh folder, removes
// every @blockyard package from it and from its lock file, installs, and moves it back at the
// end. The @blockyard packages therefore always come from the registry of this run.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
	cpSync,
	existsSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	renameSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';

import { SCOPE } from './local-registry.mjs';
import { root } from './paths.mjs';

/**
 * Each consumer: its template folder, and the commands its README section gives, in order.
 * The workspace checks hold the READMEs to these (tools/workspace-checks).
 */
export const CONSUMERS = {
	'vite-app': {
		template: join(root, 'e2e', 'consumers', 'vite-app'),
		commands: [
			['npm', 'install', '@blockyard/content'],
			['npm', 'run', 'build'],
		],
	},
	'wp-plugin': {
		template: join(root, 'e2e', 'consumers', 'wp-plugin'),
		commands: [
			['npm', 'install', '@blockyard/content'],
			['npm', 'run', 'build'],
			['npm', 'run', 'plugin-zip'],
		],
	},
};

/** Where kept installs live: one folder per template and key. */
export const installCacheRoot = join(tmpdir(), 'blockyard-consumer-installs');

/** What a template's folder holds that a consumer never copies. */
const NOT_COPIED = new Set(['node_modules', 'dist', 'build', 'package-lock.json']);

function cacheDirFor(name) {
	const manifest = readFileSync(join(CONSUMERS[name].template, 'package.json'));
	const key = createHash('sha256').update(manifest).update(process.version).digest('hex').slice(0, 12);
	return join(installCacheRoot, `${name}-${key}`);
}

/** A lock file's entries of our scope, anywhere in the tree (`node_modules/@blockyard/ui`, nested ones too). */
const isOurs = (path) => path.split('node_modules/').at(-1).startsWith(`${SCOPE}/`);

/** Removes every package of our scope from a consumer's node_modules and lock file. */
function forgetOurPackages(dir) {
	const lockFile = join(dir, 'package-lock.json');
	const folders = new Set([join('node_modules', SCOPE)]);
	if (existsSync(lockFile)) {
		const lock = JSON.parse(readFileSync(lockFile, 'utf8'));
		for (const path of Object.keys(lock.packages ?? {})) {
			if (path !== '' && isOurs(path)) {
				folders.add(path.slice(0, path.lastIndexOf(`${SCOPE}/`) + SCOPE.length));
				delete lock.packages[path];
			}
		}
		for (const section of ['dependencies', 'devDependencies']) {
			for (const name of Object.keys(lock.packages?.['']?.[section] ?? {})) {
				if (name.startsWith(`${SCOPE}/`)) {
					delete lock.packages[''][section][name];
				}
			}
		}
		writeFileSync(lockFile, JSON.stringify(lock, null, 2));
	}
	for (const folder of folders) {
		rmSync(join(dir, folder), { recursive: true, force: true });
	}
	// npm's record of the installed tree: rebuilt from node_modules by the next install.
	rmSync(join(dir, 'node_modules', '.package-lock.json'), { force: true });
}

/**
 * The environment of a consumer's commands: the caller's, less what npm passes to scripts
 * (`npm_config_*` of the repository's own `npm test`), with npm pointed at the registry.
 */
function consumerEnv(registry) {
	const env = Object.fromEntries(
		Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) && key !== 'INIT_CWD')
	);
	return { ...env, npm_config_audit: 'false', npm_config_fund: 'false', ...registry.env };
}

/**
 * Copies a consumer's template, without what an earlier run left in it.
 * @param {string} template
 * @param {string} dir
 */
function copyTemplate(template, dir) {
	cpSync(template, dir, {
		recursive: true,
		filter: (path) =>
			!relative(template, path)
				.split(sep)
				.some((part) => NOT_COPIED.has(part)),
	});
}

/**
 * Makes a consumer from its template in a fresh temporary folder, with the kept
 * third-party install moved in when there is one. Install nothing yet: run its commands.
 * @param {keyof typeof CONSUMERS} name
 * @param {{ url: string, env: Record<string, string> }} registry
 */
export function createConsumer(name, registry) {
	const { template, commands } = CONSUMERS[name];
	const dir = mkdtempSync(join(tmpdir(), `blockyard-${name}-`));
	copyTemplate(template, dir);
	const cache = cacheDirFor(name);
	let reusedInstall = false;
	if (existsSync(join(cache, 'node_modules'))) {
		try {
			renameSync(join(cache, 'node_modules'), join(dir, 'node_modules'));
			cpSync(join(cache, 'package-lock.json'), join(dir, 'package-lock.json'));
			reusedInstall = true;
		} catch {
			// Another run took it first: install from scratch.
		}
	}
	forgetOurPackages(dir);
	const env = consumerEnv(registry);
	let installed = false;

	return {
		dir,
		commands,
		reusedInstall,
		/** Runs one command in the consumer's folder; throws with its output when it fails. Answers its time in ms. */
		run(command) {
			const started = Date.now();
			const result = spawnSync(command[0], command.slice(1), {
				cwd: dir,
				env,
				encoding: 'utf8',
				maxBuffer: 64 * 1024 * 1024,
			});
			if (result.status !== 0) {
				throw new Error(
					`\`${command.join(' ')}\` failed in ${dir} (exit ${result.status}):\n${result.stdout}\n${result.stderr}`
				);
			}
			if (command[1] === 'install') {
				installed = true;
			}
			return Date.now() - started;
		},
		/** Deletes the folder, keeping its third-party install for the next run when it installed. */
		dispose() {
			if (installed && !existsSync(join(cache, 'node_modules'))) {
				try {
					forgetOurPackages(dir);
					mkdirSync(installCacheRoot, { recursive: true });
					for (const other of readdirSync(installCacheRoot)) {
						if (other.startsWith(`${name}-`) && join(installCacheRoot, other) !== cache) {
							rmSync(join(installCacheRoot, other), { recursive: true, force: true });
						}
					}
					mkdirSync(cache, { recursive: true });
					rmSync(join(cache, 'package-lock.json'), { force: true });
					renameSync(join(dir, 'package-lock.json'), join(cache, 'package-lock.json'));
					renameSync(join(dir, 'node_modules'), join(cache, 'node_modules'));
				} catch {
					// Nothing kept: the next run installs from scratch.
					rmSync(cache, { recursive: true, force: true });
				}
			}
			rmSync(dir, { recursive: true, force: true });
		},
	};
}

/**
 * Installs a consumer's third-party dependencies (its template's package.json, from the npm
 * registry) into its kept install when there is none yet, as a later run keeps them: `npm test`
 * does it with what else it installs, so the consumers' own run installs only what comes from
 * the local registry. Answers whether it installed.
 * @param {keyof typeof CONSUMERS} name
 */
export function keepThirdPartyInstall(name) {
	const cache = cacheDirFor(name);
	if (existsSync(join(cache, 'node_modules'))) {
		return false;
	}
	const { template } = CONSUMERS[name];
	const dir = mkdtempSync(join(tmpdir(), `blockyard-${name}-install-`));
	try {
		copyTemplate(template, dir);
		const env = Object.fromEntries(
			Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) && key !== 'INIT_CWD')
		);
		const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], {
			cwd: dir,
			env,
			stdio: 'inherit',
		});
		if (result.status !== 0) {
			throw new Error(`\`npm install\` of the ${name} consumer's third-party dependencies failed`);
		}
		mkdirSync(cache, { recursive: true });
		renameSync(join(dir, 'package-lock.json'), join(cache, 'package-lock.json'));
		renameSync(join(dir, 'node_modules'), join(cache, 'node_modules'));
		return true;
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}
