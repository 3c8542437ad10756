// Starts WordPress for the e2e runs on the runtime this machine has: native PHP (Debian's
// php-cli, installed from apt when missing), or WordPress Playground's PHP in WebAssembly
// where native PHP cannot be had (docs/decisions/0051-wordpress-e2e-on-native-php.md).
// Either way the site is warmed up and its database kept as the snapshot each spec starts from.
import { ensurePhp } from '../../../scripts/lib/php.mjs';
import { startPhpWordPress } from './php-server';
import { startPlaygroundWordPress } from './playground-server';
import { snapshotDatabase } from './site-state';
import type { WordPressVersion } from './versions';

export interface StartWordPressOptions {
	readonly version: WordPressVersion;
	readonly port: number;
	/** The plugin folder to activate (the built plugin: packages/wordpress-plugin/dist/blockyard). */
	readonly pluginDir: string;
	/** The plugin's main file as WordPress names it, `<folder>/<file>.php`; default `blockyard/blockyard.php`. */
	readonly pluginFile?: string;
	/** Where the provider namespaces are reached (the local provider's REST root); unset for a site without one. */
	readonly providerRoot?: string;
	/** The platform's public API host (the local provider's origin stands in for it). */
	readonly platformRoot?: string;
	/** Where the map tiles come from by default (the local provider's origin: the real tile hosts are out of reach). */
	readonly mapTilesRoot?: string;
	/** Where the server's log and the PHP error records go. */
	readonly logDir: string;
	readonly quiet?: boolean;
}

/** A served site, and what a spec needs to start from its snapshot and to find its requests' PHP errors. */
export interface RunningWordPress extends WordPressSite {
	stop(): Promise<void>;
}

export interface WordPressSite {
	/** Ends with a slash. */
	readonly url: string;
	/** Which PHP serves it, for the run's log. */
	readonly runtime: string;
	/** The live SQLite database. */
	readonly database: string;
	/** The database as the set-up left it: each spec starts from it. */
	readonly snapshot?: string;
	/** One JSON line per PHP warning or error, with its request (php/record-errors.php). */
	readonly errorLog: string;
	/** The server's own log: requests, and PHP's error lines. */
	readonly serverLog: string;
}

type Start = (options: StartWordPressOptions) => Promise<RunningWordPress>;
let chosen: Start | undefined;

/**
 * Native PHP unless it cannot be had or `BLOCKYARD_WP_RUNTIME=playground` asks for the
 * WebAssembly runtime; says which, and why, once.
 */
function chooseRuntime(): Start {
	if (chosen) {
		return chosen;
	}
	const php = process.env.BLOCKYARD_WP_RUNTIME === 'playground' ? undefined : ensurePhp();
	if (php?.version !== undefined) {
		console.log(`blockyard: WordPress runs on native PHP ${php.version} (PHP's built-in server)`);
		chosen = startPhpWordPress;
	} else {
		const why =
			php === undefined ? 'BLOCKYARD_WP_RUNTIME=playground' : `native PHP cannot be had: ${php.reason}`;
		console.log(`blockyard: WordPress runs on WordPress Playground (PHP in WebAssembly, slow); ${why}`);
		chosen = startPlaygroundWordPress;
	}
	return chosen;
}

/**
 * Serves a fresh copy of a version's site with the plugin activated, the admin logged in on a
 * browser's first visit (mu-plugins/e2e-auto-login.php, or Playground's own), warmed up, its
 * database kept as the snapshot specs start from; resolves once WordPress answers.
 */
export async function startWordPress(options: StartWordPressOptions): Promise<RunningWordPress> {
	const server = await chooseRuntime()(options);
	try {
		// One page as a visitor: WordPress writes what it computes on first use (rewrite rules) before the snapshot.
		const home = await fetch(server.url, {
			headers: { Cookie: 'playground_auto_login_already_happened=1' },
			redirect: 'manual',
		});
		if (home.status >= 500) {
			throw new Error(
				`${options.version.label}'s home page answered ${home.status}:\n${await home.text()}`
			);
		}
		return { ...server, snapshot: await snapshotDatabase(server.database) };
	} catch (error) {
		await server.stop();
		throw error;
	}
}

/** What the specs need of a running site (everything but its stop), for the environment. */
export const siteOf = ({ stop: _stop, ...site }: RunningWordPress): WordPressSite => site;
