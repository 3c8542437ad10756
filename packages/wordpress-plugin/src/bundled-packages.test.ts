// The plugin build reads every publishable package's source (its scripts, block.json files,
// kses.json), so each is a devDependency of the plugin: that is how Nx knows to build the
// plugin again, rather than answer from its cache, when one of them changes.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import type { PackageManifest } from './package-order';

const packagesDir = resolve(import.meta.dirname, '../..');
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as PackageManifest;

describe('the plugin’s devDependencies', () => {
	it('name every package the plugin bundles', () => {
		const publishable = readdirSync(packagesDir)
			.map((folder) => join(packagesDir, folder, 'package.json'))
			.filter((path) => existsSync(path))
			.map(read)
			.filter((manifest) => manifest.private !== true)
			.map((manifest) => manifest.name)
			.sort();
		const plugin = read(resolve(import.meta.dirname, '../package.json')) as PackageManifest & {
			devDependencies?: Record<string, string>;
		};
		expect(publishable.length).toBeGreaterThan(0);
		expect(
			Object.keys(plugin.devDependencies ?? {}).filter(
				// The build's own tools: the WordPress build, and the translations' compiler.
				(name) =>
					name.startsWith('@blockyard/') &&
					!['@blockyard/wp-build', '@blockyard/i18n'].includes(name)
			)
		).toEqual(publishable);
	});
});
