// The harness the plugin's PHP tests share: `php` run on the small runners in test/php/ (each
// stubs the few WordPress functions its include calls and loads the include), a JSON request in
// and a JSON answer out; the plugin's includes as text; and WordPress 6.5's HTML API for the
// runners that need it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

import { unzipSync } from 'fflate';
import { afterAll } from 'vitest';

/** The plugin package's folder. */
export const pluginRoot = resolve(import.meta.dirname, '..', '..');

/** The folder of the PHP runners: test/php/. */
export const phpRunners = join(pluginRoot, 'test', 'php');

/** `php` with every notice, warning and deprecation reported, as the WordPress suite fails on them. */
export function php(args: readonly string[], input?: string): string {
	return execFileSync('php', ['-d', 'error_reporting=-1', '-d', 'display_errors=stderr', ...args], {
		encoding: 'utf8',
		input,
		stdio: ['pipe', 'pipe', 'pipe'],
	});
}

/**
 * A runner of test/php/ (by its file name, with any arguments after it) given `request` as JSON
 * on standard input, and the JSON it prints.
 */
export function runPhp<Answer>(runner: string, request: unknown, args: readonly string[] = []): Answer {
	return JSON.parse(php([join(phpRunners, runner), ...args], JSON.stringify(request))) as Answer;
}

/** The source of one of the plugin's includes (plugin/includes/`file`). */
export function readPluginInclude(file: string): string {
	return readFileSync(join(pluginRoot, 'plugin', 'includes', file), 'utf8');
}

/**
 * WordPress 6.5's HTML API (the oldest supported version's), taken from its release archive,
 * which `npm test` installs before any test runs (e2e/wordpress-runtime): its `html-api`
 * folder, written to a temporary `wp-includes`, removed after the calling file's tests.
 */
export function wordPressHtmlApi(): string {
	const builds = dirname(
		createRequire(resolve(pluginRoot, '..', '..', 'e2e', 'wordpress-runtime', 'package.json')).resolve(
			'@wp-playground/wordpress-builds/package.json'
		)
	);
	const archive = unzipSync(new Uint8Array(readFileSync(join(builds, 'src', 'wordpress', 'wp-6.5.zip'))), {
		filter: (file) => /(?:^|\/)wp-includes\/html-api\/[^/]+\.php$/.test(file.name),
	});
	const includes = join(mkdtempSync(join(tmpdir(), 'blockyard-html-api-')), 'wp-includes');
	mkdirSync(join(includes, 'html-api'), { recursive: true });
	for (const [name, data] of Object.entries(archive)) {
		writeFileSync(join(includes, 'html-api', name.slice(name.lastIndexOf('/') + 1)), data);
	}
	afterAll(() => rmSync(dirname(includes), { recursive: true, force: true }));
	return includes;
}
