// A real local provider for a test file: fresh data folder, a free port, real HTTP.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createClient, type Client, type ClientOptions } from '@blockyard/api-client';
import { startProvider } from '@blockyard/local-provider';
import { afterAll, beforeAll } from 'vitest';

export interface ProviderUnderTest {
	/** The provider's REST root, e.g. `http://127.0.0.1:PORT/wp-json/`. */
	readonly restRoot: string;
	/** A client for the provider, as a block inside WordPress would have it. */
	readonly client: Client;
	/** Another client, with other options (fault headers are per request, see the AI tests). */
	clientWith(options: Partial<ClientOptions>): Client;
}

/** Starts a provider before the file's tests and stops it after; `faults` turns fault injection on. */
export function startProviderForTests(options: { readonly faults?: boolean } = {}): ProviderUnderTest {
	let dataDir = '';
	let stop: (() => Promise<void>) | undefined;
	const state: { restRoot: string; client?: Client } = { restRoot: '' };

	beforeAll(async () => {
		dataDir = mkdtempSync(join(tmpdir(), 'blockyard-contract-'));
		const provider = await startProvider({
			port: 0,
			dataDir,
			log: () => undefined,
			faults: options.faults ?? false,
		});
		stop = provider.close;
		state.restRoot = `${provider.url.replace(/\/$/, '')}/wp-json/`;
		state.client = createClient({ root: state.restRoot, nonce: 'contract-test-nonce' });
	});
	afterAll(async () => {
		await stop?.();
		rmSync(dataDir, { recursive: true, force: true });
	});

	return {
		get restRoot() {
			return state.restRoot;
		},
		get client() {
			if (!state.client) {
				throw new Error('The provider is not started yet: use it inside a test.');
			}
			return state.client;
		},
		clientWith: (extra) => createClient({ root: state.restRoot, nonce: 'contract-test-nonce', ...extra }),
	};
}
