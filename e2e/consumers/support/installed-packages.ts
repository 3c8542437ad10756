// What a consumer's install holds of ours, read from its package.json, lock file and
// node_modules, and what the registry serves.
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect } from '@playwright/test';

import type { RegistryInfo } from './registry';

const SCOPE = '@blockyard/';

interface Manifest {
	readonly version: string;
	readonly dependencies?: Record<string, string>;
	readonly devDependencies?: Record<string, string>;
}

interface LockEntry {
	readonly version?: string;
	readonly resolved?: string;
	readonly integrity?: string;
	readonly link?: boolean;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** The names of ours the consumer's package.json asks for. */
function requested(dir: string): string[] {
	const manifest = readJson<Manifest>(join(dir, 'package.json'));
	return Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter((name) =>
		name.startsWith(SCOPE)
	);
}

/** Our packages that `name` depends on, itself included, through the installed manifests. */
function closure(dir: string, name: string, seen = new Set<string>()): Set<string> {
	seen.add(name);
	const manifest = readJson<Manifest>(join(dir, 'node_modules', name, 'package.json'));
	for (const dependency of Object.keys(manifest.dependencies ?? {})) {
		if (dependency.startsWith(SCOPE) && !seen.has(dependency)) {
			closure(dir, dependency, seen);
		}
	}
	return seen;
}

/** The registry's latest version of a package and its tarball's integrity. */
function served(registry: RegistryInfo, name: string): { version: string; integrity: string } {
	const result = spawnSync('npm', ['view', name, 'version', 'dist.integrity', '--json'], {
		encoding: 'utf8',
		env: { ...process.env, ...registry.env, npm_config_registry: registry.url },
	});
	if (result.status !== 0) {
		throw new Error(`npm view ${name} failed: ${result.stderr}`);
	}
	const answer = JSON.parse(result.stdout) as { version: string; 'dist.integrity': string };
	return { version: answer.version, integrity: answer['dist.integrity'] };
}

/**
 * The consumer asked for @blockyard/content alone; node_modules holds exactly content and what it
 * depends on of ours, each once, as real folders (no link into the workspace), at the version the
 * registry serves, with the registry's tarball.
 */
export function expectOnlyContentFromRegistry(dir: string, registry: RegistryInfo): void {
	expect(requested(dir), 'our packages in package.json').toEqual(['@blockyard/content']);

	const lock = readJson<{ packages: Record<string, LockEntry> }>(join(dir, 'package-lock.json'));
	const ours = Object.entries(lock.packages).filter(([path]) =>
		(path.split('node_modules/').at(-1) ?? '').startsWith(SCOPE)
	);
	const expected = [...closure(dir, '@blockyard/content')].sort();
	expect(
		ours.map(([path]) => path),
		'our packages in the lock file: content and its dependencies, each once at the top'
	).toEqual(expected.map((name) => `node_modules/${name}`));

	for (const [path, entry] of ours) {
		const name = path.slice('node_modules/'.length);
		const folder = join(dir, path);
		expect(existsSync(folder), `${name} is installed`).toBe(true);
		expect(lstatSync(folder).isSymbolicLink(), `${name} is a folder, not a link`).toBe(false);
		expect(entry.link, `${name} is not linked`).toBeUndefined();
		const registryHas = served(registry, name);
		expect(readJson<Manifest>(join(folder, 'package.json')).version, `${name}'s version`).toBe(
			registryHas.version
		);
		expect(entry.resolved, `${name} came from the local registry`).toMatch(
			new RegExp(`^${registry.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
		);
		expect(entry.integrity, `${name} is the registry's tarball`).toBe(registryHas.integrity);
	}
}
