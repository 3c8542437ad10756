// A site folder for native PHP: a copy of a version's assembled site (already installed on
// SQLite), with the SQLite database integration in place as its drop-in, the plugin under test
// and the test site's must-use plugins copied in, a wp-config.php that knows its address, and
// the blueprint's steps run once with the PHP command line.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve, sep } from 'node:path';

import { unzipSync } from 'fflate';

import { phpPath } from '../../../scripts/lib/php.mjs';
import { baseSite, sqliteIntegrationZip } from './runtime';
import type { WordPressVersion } from './versions';

/** The PHP files the native sites use: the server's router, the error recorder, the set-up. */
export const phpDir = join(import.meta.dirname, '..', 'php');
const muPluginsDir = join(import.meta.dirname, '..', 'mu-plugins');

/** Copies the test site's must-use plugins into `contentDir`/mu-plugins, and returns that folder. */
export function copyMuPlugins(contentDir: string): string {
	const target = join(contentDir, 'mu-plugins');
	mkdirSync(target, { recursive: true });
	for (const file of readdirSync(muPluginsDir).filter((name) => name.endsWith('.php'))) {
		cpSync(join(muPluginsDir, file), join(target, basename(file)));
	}
	return target;
}

export interface PhpSiteOptions {
	readonly version: WordPressVersion;
	readonly url: string;
	/** The plugin folder to copy in and activate. */
	readonly pluginDir: string;
	/** The plugin's main file as WordPress names it, `<folder>/<file>.php`. */
	readonly pluginFile: string;
	/** Constants for wp-config.php, each one that has a value. */
	readonly constants: Readonly<Record<string, string | boolean | undefined>>;
	/** Where the error recorder writes (record-errors.php). */
	readonly errorLog: string;
}

export interface PhpSite {
	/** The document root. */
	readonly dir: string;
	/** The live database file. */
	readonly database: string;
}

/** Unzips the SQLite integration into `dest`, without the archive's top folder. */
function unzipIntegration(dest: string): void {
	const files = unzipSync(new Uint8Array(readFileSync(sqliteIntegrationZip())));
	for (const [name, data] of Object.entries(files)) {
		const inside = name.split('/').slice(1).join('/');
		if (inside === '' || name.endsWith('/')) {
			continue;
		}
		const out = resolve(dest, inside);
		if (!out.startsWith(dest + sep)) {
			throw new Error(`Unsafe path in the SQLite integration's zip: ${name}`);
		}
		mkdirSync(dirname(out), { recursive: true });
		writeFileSync(out, data);
	}
}

const phpValue = (value: string | boolean): string =>
	typeof value === 'boolean' ? String(value) : `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** wp-config.php with the run's constants before WordPress's "stop editing" line. */
function configure(dir: string, constants: PhpSiteOptions['constants']): void {
	const file = join(dir, 'wp-config.php');
	const config = readFileSync(file, 'utf8');
	const marker = "/* That's all, stop editing!";
	if (!config.includes(marker)) {
		throw new Error(`${file} has no "stop editing" line to add the test site's constants before`);
	}
	const lines = Object.entries(constants).flatMap(([name, value]) =>
		value === undefined ? [] : [`define( '${name}', ${phpValue(value)} );`]
	);
	writeFileSync(file, config.replace(marker, `${lines.join('\n')}\n\n${marker}`));
}

/** Runs a PHP script of phpDir with the command line; throws with its output when it fails. */
export function runPhp(script: string, args: readonly string[], errorLog: string): string {
	const result = spawnSync(phpPath, ['-d', 'display_errors=stderr', join(phpDir, script), ...args], {
		encoding: 'utf8',
		env: { ...process.env, BLOCKYARD_E2E_PHP_ERRORS: errorLog },
	});
	if (result.status !== 0) {
		throw new Error(
			`php ${script} ${args.join(' ')} failed (${result.status}):\n${result.stdout}${result.stderr}`
		);
	}
	return result.stdout;
}

/** Assembles a site folder for native PHP and runs the set-up; the database is then the spec's starting state. */
export function assemblePhpSite(options: PhpSiteOptions): PhpSite {
	const dir = mkdtempSync(join(tmpdir(), `blockyard-wp-${options.version.name}-`));
	try {
		return fillPhpSite(dir, options);
	} catch (error) {
		rmSync(dir, { recursive: true, force: true });
		throw error;
	}
}

function fillPhpSite(dir: string, options: PhpSiteOptions): PhpSite {
	cpSync(baseSite(options.version), dir, { recursive: true });
	const content = join(dir, 'wp-content');

	// The SQLite integration, as its plugin installs itself: the plugin, and db.php from its db.copy.
	const integration = join(content, 'plugins', 'sqlite-database-integration');
	unzipIntegration(integration);
	const dropIn = readFileSync(join(integration, 'db.copy'), 'utf8')
		.replace("'{SQLITE_IMPLEMENTATION_FOLDER_PATH}'", phpValue(integration))
		.replaceAll('{SQLITE_PLUGIN}', 'sqlite-database-integration/load.php');
	writeFileSync(join(content, 'db.php'), dropIn);

	cpSync(options.pluginDir, join(content, 'plugins', dirname(options.pluginFile)), { recursive: true });
	copyMuPlugins(content);
	configure(dir, {
		WP_HOME: options.url.replace(/\/$/, ''),
		WP_SITEURL: options.url.replace(/\/$/, ''),
		...options.constants,
	});

	const said = runPhp('set-up-site.php', [dir, options.pluginFile], options.errorLog);
	if (!said.includes('set up')) {
		throw new Error(`php set-up-site.php ended before setting ${dir} up:\n${said}`);
	}
	return { dir, database: join(content, 'database', '.ht.sqlite') };
}
