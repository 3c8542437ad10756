// Installs the WordPress runtime on first use, starts a local provider and one
// WordPress per version (fresh site copies, the built plugin mounted), and tells
// the tests their URLs through the environment.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { root } from '../../../scripts/lib/paths.mjs';
import { freePort, startProvider } from '../../../scripts/lib/services.mjs';
import { ensureRuntime } from './runtime';
import { WORDPRESS_VERSIONS, urlVariable, type WordPressVersion } from './versions';
import { startWordPress, type RunningWordPress } from './wordpress-server';

export default async function globalSetup(): Promise<() => Promise<void>> {
	const pluginDir = join(root, 'packages', 'wordpress-plugin', 'dist', 'blockyard');
	if (!existsSync(join(pluginDir, 'blockyard.php'))) {
		throw new Error(
			'The plugin is not built: run `npx nx run @blockyard/wordpress-plugin:build` (npm test does).'
		);
	}
	ensureRuntime();

	const dataDir = mkdtempSync(join(tmpdir(), 'blockyard-wp-e2e-'));
	// Each site's port first: the provider answers those sites' pages only (CORS), and takes their
	// Origin for the nonce, which the client sends only to a site's own origin.
	const ports = new Map<WordPressVersion, number>();
	for (const version of WORDPRESS_VERSIONS) {
		ports.set(version, await freePort());
	}
	const provider = await startProvider({
		port: 0,
		dataDir,
		quiet: !process.env.BLOCKYARD_E2E_VERBOSE,
		siteOrigins: [...ports.values()].map((port) => `http://127.0.0.1:${port}`),
	});
	const providerUrl = provider.url;
	process.env.BLOCKYARD_PROVIDER_URL = providerUrl;

	const servers: RunningWordPress[] = [];
	const stopAll = async () => {
		await Promise.all([...servers.map((server) => server.stop()), provider.stop()]);
		rmSync(dataDir, { recursive: true, force: true });
	};
	try {
		// One after the other: each start is CPU-bound for ~10 s on two cores.
		for (const version of WORDPRESS_VERSIONS) {
			const server = await startWordPress({
				version,
				port: ports.get(version) ?? (await freePort()),
				pluginDir,
				providerRoot: `${providerUrl}wp-json/`,
				platformRoot: providerUrl,
				mapTilesRoot: providerUrl,
				quiet: !process.env.BLOCKYARD_E2E_VERBOSE,
			});
			servers.push(server);
			process.env[urlVariable(version)] = server.url;
		}
	} catch (error) {
		await stopAll();
		throw error;
	}
	return stopAll;
}
