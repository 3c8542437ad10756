// The WordPress runtime: WordPress Playground and its WordPress builds, installed on
// first use in e2e/wordpress-runtime (its own package.json and lock, about 1 GB, kept
// out of the root install), and each version's site assembled once from the build's
// zip (already installed on SQLite, user admin / password) and its static files.
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';

import { unzipSync } from 'fflate';

import { ensureDependencies } from '../../../scripts/lib/install.mjs';
import { root } from '../../../scripts/lib/paths.mjs';
import type { WordPressVersion } from './versions';

export const runtimeDir = join(root, 'e2e', 'wordpress-runtime');

export function ensureRuntime(): void {
	ensureDependencies(
		runtimeDir,
		'— WordPress Playground with WordPress 6.5.5 and 6.7, about 1 GB, first run only'
	);
}

/** The WordPress Playground CLI's entry script. */
export function playgroundCli(): string {
	return join(runtimeDir, 'node_modules', '@wp-playground', 'cli', 'wp-playground.js');
}

/** The assembled, never-served copy of a version's site; each run serves a copy of it. */
export function baseSite(version: WordPressVersion): string {
	const dir = join(runtimeDir, 'sites', `base-${version.slug}`);
	if (!existsSync(join(dir, 'wp-load.php'))) {
		assembleSite(version.slug, dir);
	}
	return dir;
}

function assembleSite(slug: string, dest: string): void {
	const require = createRequire(join(runtimeDir, 'package.json'));
	const builds = dirname(require.resolve('@wp-playground/wordpress-builds/package.json'));
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
