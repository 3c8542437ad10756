// A real local provider for a test file: fresh data folder, a free port, real HTTP.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createApi, type Api, type ApiOptions } from '@blockyard/api-client';
import { startProvider } from '@blockyard/local-provider';
import { afterAll, beforeAll } from 'vitest';

export interface ProviderUnderTest {
	/** The provider's origin, e.g. `http://127.0.0.1:PORT/`: where it stands in for the platform host. */
	readonly origin: string;
	/** The provider's REST root, e.g. `http://127.0.0.1:PORT/wp-json/`. */
	readonly restRoot: string;
	/**
	 * The api of a site whose REST root is the provider's, with its nonce, and
	 * whose platform root is the provider's origin: every call, the public API
	 * and the AI query included, goes to the provider.
	 */
	readonly api: Api;
	/** Another api, with other options (fault headers are per request, see the AI tests). */
	apiWith(options: Partial<ApiOptions>): Api;
	/**
	 * The api of another user of the site (`ada`, an author; `grace`, an editor; `admin`, user
	 * 1, whose nonce is the data folder's): the same, with the nonce the provider hands out for
	 * that login (`GET /blockyard/nonce?user=<login>`).
	 */
	apiAs(login: string): Promise<Api>;
	/** The data folder's nonce, which the api sends as `X-WP-Nonce`. */
	readonly nonce: string;
	/** The provider's request log so far, one line per answered request (`METHOD path status Nms`). */
	readonly log: readonly string[];
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
	const state: { origin: string; restRoot: string; nonce: string; api?: Api; log: string[] } = {
		origin: '',
		restRoot: '',
		nonce: '',
		log: [],
	};
	const apiWith = (options: Partial<ApiOptions>): Api =>
		createApi({
			root: state.restRoot,
			platformRoot: state.origin,
			nonce: state.nonce,
			...options,
		});

	const apiAs = async (login: string): Promise<Api> => {
		const response = await fetch(`${state.origin}blockyard/nonce?user=${encodeURIComponent(login)}`);
		if (!response.ok) {
			throw new Error(`The provider has no nonce for the user “${login}” (${response.status}).`);
		}
		const { nonce } = (await response.json()) as { nonce: string };
		return apiWith({ nonce });
	};

	beforeAll(async () => {
		dataDir = mkdtempSync(join(tmpdir(), 'blockyard-contract-'));
		const provider = await withEnv(options.env ?? {}, () =>
			startProvider({
				port: 0,
				dataDir,
				log: (line) => state.log.push(line),
				faults: options.faults ?? false,
			})
		);
		stop = provider.close;
		state.nonce = provider.nonce;
		state.origin = `${provider.url.replace(/\/$/, '')}/`;
		state.restRoot = `${state.origin}wp-json/`;
		state.api = apiWith({});
	});
	afterAll(async () => {
		await stop?.();
		rmSync(dataDir, { recursive: true, force: true });
	});

	return {
		get origin() {
			return state.origin;
		},
		get restRoot() {
			return state.restRoot;
		},
		get nonce() {
			return state.nonce;
		},
		get log() {
			return state.log;
		},
		get api() {
			if (!state.api) {
				throw new Error('The provider is not started yet: use it inside a test.');
			}
			return state.api;
		},
		apiWith,
		apiAs,
	};
}
