// The WordPress the e2e runs serve: WordPress Playground's builds of each version, installed
// on first use in e2e/wordpress-runtime (its own package.json and lock, about 160 MB to fetch,
// kept out of the root install), each version's site assembled once from the build's zip
// (already installed on SQLite, user admin / password) and its static files. WordPress
// Playground's CLI, the fallback runtime, installs on first use in e2e/wordpress-playground.
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';

import { unzipSync } from 'fflate';

import { ensureDependencies } from '../../../scripts/lib/install.mjs';
import { root } from '../../../scripts/lib/paths.mjs';
import type { WordPressVersion } from './versions';

export const runtimeDir = join(root, 'e2e', 'wordpress-runtime');

const playgroundDir = join(root, 'e2e', 'wordpress-playground');

export function ensureRuntime(): void {
	ensureDependencies(runtimeDir, '— WordPress 6.5.5 and 6.7 on SQLite, first run only');
}

/** Installs WordPress Playground's CLI (about 600 MB) when the fallback runtime first runs. */
export function ensurePlaygroundRuntime(): void {
	ensureDependencies(
		playgroundDir,
		'— WordPress Playground, the runtime without native PHP, first use only'
	);
}

/** The WordPress Playground CLI's entry script. */
export function playgroundCli(): string {
	return join(playgroundDir, 'node_modules', '@wp-playground', 'cli', 'wp-playground.js');
}

/** The assembled, never-served copy of a version's site; each run serves a copy of it. */
export function baseSite(version: WordPressVersion): string {
	const dir = join(runtimeDir, 'sites', `base-${version.slug}`);
	if (!existsSync(join(dir, 'wp-load.php'))) {
		assembleSite(version.slug, dir);
	}
	return dir;
}

/** The folder of @wp-playground/wordpress-builds: WordPress's zips and static files, the SQLite integration. */
function buildsDir(): string {
	const require = createRequire(join(runtimeDir, 'package.json'));
	return dirname(require.resolve('@wp-playground/wordpress-builds/package.json'));
}

/** The SQLite database integration the builds' databases were made with (its plugin, with the db.php drop-in). */
export function sqliteIntegrationZip(): string {
	return join(buildsDir(), 'src', 'sqlite-database-integration', 'sqlite-database-integration.zip');
}

function assembleSite(slug: string, dest: string): void {
	const builds = buildsDir();
	const publicDir = join(builds, 'public', `wp-${slug}`);
	const partial = `${dest}.partial`;
	rmSync(partial, { recursive: true, force: true });

	const files = unzipSync(new Uint8Array(readFileSync(join(builds, 'src', 'wordpress', `wp-${slug}.zip`))));
	for (const [name, data] of Object.entries(files)) {
		const out = resolve(partial, name);
		if (!out.startsWith(partial + sep)) {
			throw new Error(`Unsafe path in the WordPress zip: ${name}`);
		}
		if (name.endsWith('/')) {
			mkdirSync(out, { recursive: true });
		} else {
			mkdirSync(dirname(out), { recursive: true });
			writeFileSync(out, data);
		}
	}
	// The zip leaves out static files (CSS, JS, images); the build ships them apart. Its
	// list of them and a stale debug.log are not part of the site.
	const skip = new Set([
		join(publicDir, 'wordpress-remote-asset-paths'),
		join(publicDir, 'wp-content', 'debug.log'),
	]);
	cpSync(publicDir, partial, { recursive: true, filter: (path) => !skip.has(path) });
	renameSync(partial, dest);
}
