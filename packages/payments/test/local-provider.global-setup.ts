// Starts one real local provider (its own data folder) for the package's tests, as `npm start`
// does, and hands its address and nonce to them: `inject('localProvider')`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { TestProject } from 'vitest/node';

import { freePort, startProvider } from '../../../scripts/lib/services.mjs';

declare module 'vitest' {
	export interface ProvidedContext {
		/** The local provider's address (ending in a slash) and its data folder's nonce. */
		localProvider: { readonly url: string; readonly nonce: string };
	}
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
	const dataDir = mkdtempSync(join(tmpdir(), 'blockyard-payments-'));
	const provider = await startProvider({ port: await freePort(), dataDir, quiet: true });
	project.provide('localProvider', { url: provider.url, nonce: provider.nonce });
	return async () => {
		await provider.stop();
		rmSync(dataDir, { recursive: true, force: true });
	};
}
