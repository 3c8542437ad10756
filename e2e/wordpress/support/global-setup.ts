// Installs WordPress on first use and starts, for each worker, its own local provider and one
// WordPress per version on it (fresh site copies with the built plugin, each database kept as
// the snapshot every spec starts from); specs find their worker's through the test fixtures.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FullConfig } from '@playwright/test';

import { root } from '../../../scripts/lib/paths.mjs';
import { freePort, startProvider } from '../../../scripts/lib/services.mjs';
import { startWorkerServices, type StartedServices } from '../../support/worker-services';
import { ensureRuntime } from './runtime';
import { selectedVersions } from './versions';
import { siteOf, startWordPress, type RunningWordPress } from './wordpress-server';
import { WORDPRESS_SERVICES, type WordPressServices } from './worker-sites';

const pluginDir = join(root, 'packages', 'wordpress-plugin', 'dist', 'blockyard');

async function startServices(): Promise<StartedServices<WordPressServices>> {
	const dataDir = mkdtempSync(join(tmpdir(), 'blockyard-wp-e2e-'));
	// Each site's port first: the provider answers those sites' pages only (CORS), and takes their
	// Origin for the nonce, which the client sends only to a site's own origin.
	const versions = selectedVersions();
	const ports = await Promise.all(versions.map(() => freePort()));
	const provider = await startProvider({
		port: 0,
		dataDir,
		quiet: !process.env.BLOCKYARD_E2E_VERBOSE,
		// Faults on for its testing routes: a spec puts the site on another plan (`site-plan`).
		faults: true,
		// The upload as the video service takes it: HEAD, PATCH and DELETE only through the override.
		uploadProtocol: 'service',
		siteOrigins: ports.map((port) => `http://127.0.0.1:${port}`),
	});
	const servers: RunningWordPress[] = [];
	const stop = async () => {
		await Promise.all([...servers.map((server) => server.stop()), provider.stop()]);
		rmSync(dataDir, { recursive: true, force: true });
	};
	try {
		for (const [index, version] of versions.entries()) {
			const server = await startWordPress({
				version,
				port: ports[index] ?? (await freePort()),
				pluginDir,
				providerRoot: `${provider.url}wp-json/`,
				platformRoot: provider.url,
				mapTilesRoot: provider.url,
				logDir: dataDir,
				quiet: !process.env.BLOCKYARD_E2E_VERBOSE,
			});
			servers.push(server);
			console.log(`blockyard: ${version.label} at ${server.url} on ${server.runtime}`);
		}
	} catch (error) {
		await stop();
		throw error;
	}
	const sites = Object.fromEntries(servers.map((server, index) => [versions[index]?.name, siteOf(server)]));
	return { services: { providerUrl: provider.url, sites }, stop };
}

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
	if (!existsSync(join(pluginDir, 'blockyard.php'))) {
		throw new Error(
			'The plugin is not built: run `npx nx run @blockyard/wordpress-plugin:build` (npm test does).'
		);
	}
	ensureRuntime();
	return startWorkerServices(config, WORDPRESS_SERVICES, startServices);
}
