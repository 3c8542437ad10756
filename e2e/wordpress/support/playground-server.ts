import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { stopProcess } from '../../../scripts/lib/services.mjs';
import { baseSite, playgroundCli } from './runtime';
import type { WordPressVersion } from './versions';

const READY = /Ready! WordPress is running on (http:\/\/\S+)/;

export interface RunningWordPress {
	readonly url: string;
	stop(): Promise<void>;
}

export interface StartWordPressOptions {
	readonly version: WordPressVersion;
	readonly port: number;
	/** The plugin folder to mount and activate (the built plugin: packages/wordpress-plugin/dist/blockyard). */
	readonly pluginDir: string;
	/** The plugin's main file as WordPress names it, `<folder>/<file>.php`; default `blockyard/blockyard.php`. */
	readonly pluginFile?: string;
	/** Where the provider namespaces are reached (the local provider's REST root); unset for a site without one. */
	readonly providerRoot?: string;
	/** The platform's public API host (the local provider's origin stands in for it). */
	readonly platformRoot?: string;
	/** Where the map tiles come from by default (the local provider's origin: the real tile hosts are out of reach). */
	readonly mapTilesRoot?: string;
	readonly quiet?: boolean;
}

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
 * Serves a fresh copy of a version's site with the plugin mounted and activated,
 * the admin logged in on first visit, and resolves once WordPress answers.
 */
export async function startWordPress(options: StartWordPressOptions): Promise<RunningWordPress> {
	const pluginFile = options.pluginFile ?? 'blockyard/blockyard.php';
	const site = mkdtempSync(join(tmpdir(), `blockyard-wp-${options.version.name}-`));
	cpSync(baseSite(options.version), site, { recursive: true });
	const blueprint = `${site}.blueprint.json`;
	writeFileSync(blueprint, blueprintFor(pluginFile));
	const here = import.meta.dirname;

	const child = spawn(
		process.execPath,
		[
			'--import',
			join(here, 'loopback-only.mjs'),
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
			'--mount',
			`${join(here, '..', 'mu-plugins')}:/wordpress/wp-content/mu-plugins`,
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
				BLOCKYARD_PROVIDER_ROOT: options.providerRoot,
				BLOCKYARD_PLATFORM_ROOT: options.platformRoot,
				BLOCKYARD_MAP_TILES_ROOT: options.mapTilesRoot,
			}),
		],
		{ stdio: ['ignore', 'pipe', 'pipe'] }
	);

	const stop = async (): Promise<void> => {
		await stopProcess(child);
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
	return { url: url.endsWith('/') ? url : `${url}/`, stop };
}
