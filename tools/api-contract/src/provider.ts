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

export interface ProviderForTestsOptions {
	/** Turns fault injection (and the testing routes) on. */
	readonly faults?: boolean;
	/**
	 * Environment variables set while the provider starts, which is when its
	 * routes read their settings: e.g. `{ BLOCKYARD_AI_OFFLINE_PACE_MS: '0' }`
	 * for a file that makes many AI queries. Restored right after.
	 */
	readonly env?: Readonly<Record<string, string>>;
}

/** Sets `env` while `start` runs, then puts the previous values back. */
async function withEnv<T>(env: Readonly<Record<string, string>>, start: () => Promise<T>): Promise<T> {
	const previous = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
	Object.assign(process.env, env);
	try {
		return await start();
	} finally {
		for (const [name, value] of Object.entries(previous)) {
			if (value === undefined) {
				delete process.env[name];
			} else {
				process.env[name] = value;
			}
		}
	}
}

/** Starts a provider before the file's tests and stops it after. */
export function startProviderForTests(options: ProviderForTestsOptions = {}): ProviderUnderTest {
	let dataDir = '';
	let stop: (() => Promise<void>) | undefined;
	const state: { restRoot: string; client?: Client } = { restRoot: '' };

	beforeAll(async () => {
		dataDir = mkdtempSync(join(tmpdir(), 'blockyard-contract-'));
		const provider = await withEnv(options.env ?? {}, () =>
			startProvider({ port: 0, dataDir, log: () => undefined, faults: options.faults ?? false })
		);
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
