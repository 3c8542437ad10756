// Starts the suite's own local provider (fresh temporary data dir) and serves the built
// playground on free ports; tests read the URLs from the environment.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { root } from '../../scripts/lib/paths.mjs';
import { freePort, playgroundOrigins, startPlayground, startProvider } from '../../scripts/lib/services.mjs';

export default async function globalSetup(): Promise<() => Promise<void>> {
	if (!existsSync(join(root, 'tools/playground/dist/index.html'))) {
		throw new Error(
			'The playground is not built: run `npx nx run @blockyard/playground:build` (npm test does).'
		);
	}
	const dataDir = mkdtempSync(join(tmpdir(), 'blockyard-e2e-'));
	// The playground's port first: the provider answers that origin only.
	const playgroundPort = await freePort();
	// Faults on: the AI specs ask for errors, slow streams and a spent quota through the test header.
	const provider = await startProvider({
		port: 0,
		dataDir,
		quiet: !process.env.BLOCKYARD_E2E_VERBOSE,
		faults: true,
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
	process.env.BLOCKYARD_PLAYGROUND_URL = playground.url;
	process.env.BLOCKYARD_PROVIDER_URL = provider.url;
	process.env.BLOCKYARD_PROVIDER_NONCE = provider.nonce;

	return async () => {
		await Promise.all([playground.stop(), provider.stop()]);
		rmSync(dataDir, { recursive: true, force: true });
	};
}
