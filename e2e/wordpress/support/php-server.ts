// WordPress served by native PHP: PHP's built-in server on loopback, with a few workers,
// on a site folder assembled for the run (php-site.ts).
import { spawn } from 'node:child_process';
import { createWriteStream, rmSync } from 'node:fs';
import { join } from 'node:path';

import { inspectPhp, phpPath } from '../../../scripts/lib/php.mjs';
import { stopProcessGroup } from '../../../scripts/lib/services.mjs';
import { assemblePhpSite, phpDir } from './php-site';
import type { RunningWordPress, StartWordPressOptions } from './wordpress-server';

/**
 * Requests served at once. A page of the editor loads dozens of scripts and a save makes
 * WordPress call the local provider while the browser waits: one worker would queue them.
 */
const WORKERS = 4;

/** Waits until the server answers a static file (no PHP, no login). */
async function waitUntilServing(url: string, output: () => string, exited: () => boolean): Promise<void> {
	const deadline = Date.now() + 30_000;
	while (Date.now() < deadline) {
		if (exited()) {
			throw new Error(`PHP's server exited before it served:\n${output()}`);
		}
		try {
			const response = await fetch(`${url}wp-includes/js/wp-util.min.js`);
			if (response.ok) {
				return;
			}
		} catch {
			// not listening yet
		}
		await new Promise((resolve) => setTimeout(resolve, 100));
	}
	throw new Error(`PHP's server did not serve within 30 s:\n${output()}`);
}

export async function startPhpWordPress(options: StartWordPressOptions): Promise<RunningWordPress> {
	const url = `http://127.0.0.1:${options.port}/`;
	const pluginFile = options.pluginFile ?? 'blockyard/blockyard.php';
	const errorLog = join(options.logDir, `php-errors-${options.version.name}-${options.port}.jsonl`);
	const serverLog = join(options.logDir, `wordpress-${options.version.name}-${options.port}.log`);
	const site = assemblePhpSite({
		version: options.version,
		url,
		pluginDir: options.pluginDir,
		pluginFile,
		errorLog,
		constants: {
			WP_HTTP_BLOCK_EXTERNAL: true,
			DISABLE_WP_CRON: true,
			BLOCKYARD_PROVIDER_ROOT: options.providerRoot,
			BLOCKYARD_PLATFORM_ROOT: options.platformRoot,
			BLOCKYARD_MAP_TILES_ROOT: options.mapTilesRoot,
		},
	});

	const child = spawn(
		phpPath,
		[
			'-S',
			`127.0.0.1:${options.port}`,
			'-t',
			site.dir,
			'-d',
			`auto_prepend_file=${join(phpDir, 'record-errors.php')}`,
			'-d',
			'display_errors=0',
			'-d',
			'log_errors=1',
			'-d',
			'memory_limit=512M',
			'-d',
			'upload_max_filesize=64M',
			'-d',
			'post_max_size=64M',
			'-d',
			'opcache.enable=1',
			join(phpDir, 'router.php'),
		],
		{
			env: {
				...process.env,
				PHP_CLI_SERVER_WORKERS: String(WORKERS),
				BLOCKYARD_E2E_PHP_ERRORS: errorLog,
			},
			stdio: ['ignore', 'pipe', 'pipe'],
			// A group of its own: the server forks its workers, which outlive it unless stopped with it.
			detached: true,
		}
	);
	// The server logs every request, and PHP its errors, on stderr: into the server's log, where a
	// failed spec finds its requests' lines, and kept for a failed start.
	const log = createWriteStream(serverLog);
	let output = '';
	const onData = (chunk: Buffer) => {
		const text = chunk.toString();
		log.write(text);
		output = (output + text).slice(-20_000);
		if (!options.quiet) {
			process.stdout.write(text.replace(/^(?=.)/gm, `[wp ${options.version.name}] `));
		}
	};
	child.stdout.on('data', onData);
	child.stderr.on('data', onData);

	const stop = async (): Promise<void> => {
		await stopProcessGroup(child);
		log.end();
		rmSync(site.dir, { recursive: true, force: true });
	};
	try {
		await waitUntilServing(
			url,
			() => output,
			() => child.exitCode !== null
		);
	} catch (error) {
		await stop();
		throw error;
	}
	return {
		url,
		runtime: `native PHP ${inspectPhp().version ?? ''} (PHP's built-in server, ${WORKERS} workers)`,
		database: site.database,
		errorLog,
		serverLog,
		stop,
	};
}
