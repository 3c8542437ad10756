// Starts, for each worker, its own local provider (fresh temporary data dir) and the built
// playground served on free ports and proxying to that provider; tests read their worker's
// URLs through support/urls.ts.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { FullConfig } from '@playwright/test';

import { root } from '../../scripts/lib/paths.mjs';
import { freePort, playgroundOrigins, startPlayground, startProvider } from '../../scripts/lib/services.mjs';
import { PLAYGROUND_SERVICES, type PlaygroundServices } from './urls';
import { startWorkerServices, type StartedServices } from './worker-services';

async function startServices(): Promise<StartedServices<PlaygroundServices>> {
	const dataDir = mkdtempSync(join(tmpdir(), 'blockyard-e2e-'));
	// The playground's port first: the provider answers that origin only.
	const playgroundPort = await freePort();
	// Faults on: the AI specs ask for errors, slow streams and a spent quota through the test header.
	const provider = await startProvider({
		port: 0,
		dataDir,
		quiet: !process.env.BLOCKYARD_E2E_VERBOSE,
		faults: true,
		// The upload as the video service takes it: HEAD, PATCH and DELETE only through the override.
		uploadProtocol: 'service',
		origins: playgroundOrigins(playgroundPort),
	});
	const playground = await startPlayground({
		mode: 'preview',
		port: playgroundPort,
		providerUrl: provider.url,
		quiet: true,
	}).catch(async (error: unknown) => {
		await provider.stop();
		throw error;
	});
	return {
		services: { playgroundUrl: playground.url, providerUrl: provider.url, providerNonce: provider.nonce },
		stop: async () => {
			await Promise.all([playground.stop(), provider.stop()]);
			rmSync(dataDir, { recursive: true, force: true });
		},
	};
}

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
	if (!existsSync(join(root, 'tools/playground/dist/index.html'))) {
		throw new Error(
			'The playground is not built: run `npx nx run @blockyard/playground:build` (npm test does).'
		);
	}
	return startWorkerServices(config, PLAYGROUND_SERVICES, startServices);
}
