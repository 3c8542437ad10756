import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
	/** The built plugin folder (packages/wordpress-plugin/dist/blockyard). */
	readonly pluginDir: string;
	/** Where the provider namespaces are reached (the local provider's REST root). */
	readonly providerRoot: string;
	/** The platform's public API host (the local provider's origin stands in for it). */
	readonly platformRoot: string;
	readonly quiet?: boolean;
}

/**
 * Serves a fresh copy of a version's site with the plugin mounted and activated,
 * the admin logged in on first visit, and resolves once WordPress answers.
 */
export async function startWordPress(options: StartWordPressOptions): Promise<RunningWordPress> {
	const site = mkdtempSync(join(tmpdir(), `blockyard-wp-${options.version.name}-`));
	cpSync(baseSite(options.version), site, { recursive: true });
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
			`${options.pluginDir}:/wordpress/wp-content/plugins/blockyard`,
			'--mount',
			`${join(here, '..', 'mu-plugins')}:/wordpress/wp-content/mu-plugins`,
			'--blueprint',
			join(here, 'blueprint.json'),
			// 3 workers: 1 deadlocks or crawls on 2 cores, 6 is slower (measured on a 2-core machine).
			'--workers',
			'3',
			'--define-bool',
			'WP_HTTP_BLOCK_EXTERNAL',
			'true',
			'--define-bool',
			'DISABLE_WP_CRON',
			'true',
			'--define',
			'BLOCKYARD_PROVIDER_ROOT',
			options.providerRoot,
			'--define',
			'BLOCKYARD_PLATFORM_ROOT',
			options.platformRoot,
		],
		{ stdio: ['ignore', 'pipe', 'pipe'] }
	);

	const stop = async (): Promise<void> => {
		await stopProcess(child);
		rmSync(site, { recursive: true, force: true });
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
