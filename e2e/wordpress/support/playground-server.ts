// WordPress served by WordPress Playground (PHP 8.3 compiled to WebAssembly, in Node): the
// fallback where native PHP cannot be had. Each PHP request costs ~0.7 s here.
import { spawn } from 'node:child_process';
import { cpSync, createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { stopProcess } from '../../../scripts/lib/services.mjs';
import { copyMuPlugins, phpDir } from './php-site';
import { baseSite, ensurePlaygroundRuntime, playgroundCli } from './runtime';
import type { RunningWordPress, StartWordPressOptions } from './wordpress-server';

const READY = /Ready! WordPress is running on (http:\/\/\S+)/;

/** blueprint.json, activating `pluginFile` instead of the Blockyard plugin. */
function blueprintFor(pluginFile: string): string {
	const blueprint = JSON.parse(readFileSync(join(import.meta.dirname, 'blueprint.json'), 'utf8')) as {
		steps: { step: string; pluginPath?: string }[];
	};
	for (const step of blueprint.steps) {
		if (step.step === 'activatePlugin') {
			step.pluginPath = pluginFile;
		}
	}
	return JSON.stringify(blueprint, null, 2);
}

/** The `--define` arguments: each constant that has a value. */
function defines(constants: Record<string, string | undefined>): string[] {
	return Object.entries(constants).flatMap(([name, value]) =>
		value === undefined ? [] : ['--define', name, value]
	);
}

/**
 * Serves a fresh copy of a version's site with the plugin mounted and activated by the
 * blueprint, the test site's must-use plugins and the PHP error recorder among them, and
 * resolves once WordPress answers.
 */
export async function startPlaygroundWordPress(options: StartWordPressOptions): Promise<RunningWordPress> {
	ensurePlaygroundRuntime();
	const pluginFile = options.pluginFile ?? 'blockyard/blockyard.php';
	const site = mkdtempSync(join(tmpdir(), `blockyard-wp-${options.version.name}-`));
	cpSync(baseSite(options.version), site, { recursive: true });
	const blueprint = `${site}.blueprint.json`;
	writeFileSync(blueprint, blueprintFor(pluginFile));
	// The must-use plugins, and the error recorder as the first of them (Playground takes no php.ini setting).
	const muPlugins = copyMuPlugins(join(site, 'wp-content'));
	cpSync(join(phpDir, 'record-errors.php'), join(muPlugins, '0-record-errors.php'));
	const errorLog = join(site, 'wp-content', 'php-errors.jsonl');
	const serverLog = join(options.logDir, `wordpress-${options.version.name}-${options.port}.log`);
	const log = createWriteStream(serverLog);

	const child = spawn(
		process.execPath,
		[
			'--import',
			join(import.meta.dirname, 'loopback-only.mjs'),
			playgroundCli(),
			'server',
			'--port',
			String(options.port),
			'--mount-before-install',
			`${site}:/wordpress`,
			'--wordpress-install-mode',
			'install-from-existing-files',
			'--mount',
			`${options.pluginDir}:/wordpress/wp-content/plugins/${dirname(pluginFile)}`,
			'--blueprint',
			blueprint,
			// 3 workers: 1 deadlocks or crawls on 2 cores, 6 is slower (measured on a 2-core machine).
			'--workers',
			'3',
			'--define-bool',
			'WP_HTTP_BLOCK_EXTERNAL',
			'true',
			'--define-bool',
			'DISABLE_WP_CRON',
			'true',
			...defines({
				BLOCKYARD_E2E_PHP_ERRORS: '/wordpress/wp-content/php-errors.jsonl',
				BLOCKYARD_PROVIDER_ROOT: options.providerRoot,
				BLOCKYARD_PLATFORM_ROOT: options.platformRoot,
				BLOCKYARD_MAP_TILES_ROOT: options.mapTilesRoot,
			}),
		],
		{ stdio: ['ignore', 'pipe', 'pipe'] }
	);

	const stop = async (): Promise<void> => {
		await stopProcess(child);
		log.end();
		rmSync(site, { recursive: true, force: true });
		rmSync(blueprint, { force: true });
	};

	const url = await new Promise<string>((resolve, reject) => {
		let output = '';
		const timer = setTimeout(
			() => reject(new Error(`${options.version.label} did not start within 180 s:\n${output}`)),
			180_000
		);
		const onData = (chunk: Buffer) => {
			const text = chunk.toString();
			output += text;
			log.write(text);
			if (!options.quiet) {
				process.stdout.write(text.replace(/^(?=.)/gm, `[wp ${options.version.name}] `));
			}
			const match = READY.exec(output);
			if (match?.[1]) {
				clearTimeout(timer);
				resolve(match[1]);
			}
		};
		child.stdout.on('data', onData);
		child.stderr.on('data', onData);
		child.once('exit', (code) => {
			clearTimeout(timer);
			reject(
				new Error(`${options.version.label} exited with code ${code} before it was ready:\n${output}`)
			);
		});
	}).catch(async (error: unknown) => {
		await stop();
		throw error;
	});

	// The first request after start always gets an empty redirect: spend it here.
	await fetch(url, { redirect: 'manual' }).catch(() => undefined);
	return {
		url: url.endsWith('/') ? url : `${url}/`,
		runtime: 'WordPress Playground (PHP 8.3 in WebAssembly)',
		database: join(site, 'wp-content', 'database', '.ht.sqlite'),
		errorLog,
		serverLog,
		stop,
	};
}
