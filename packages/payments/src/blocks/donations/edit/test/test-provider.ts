// Test-only: a real local provider for an edit test file (its own data folder, a free port, real
// HTTP), started as its command line does, and a recording host whose api talks to it. Feature
// packages do not import the provider's code (a tool), so it runs as a process of its own, as
// the e2e suite starts it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createApi } from '@blockyard/api-client';
import { testHost, type RecordingHost } from '@blockyard/block-edit-harness';
import { afterAll, beforeAll } from 'vitest';

import { startProvider, type RunningProvider } from '../../../../../../../scripts/lib/services.mjs';

export interface ProviderForEdits {
	/** The provider's REST root, e.g. `http://127.0.0.1:PORT/wp-json/`. */
	readonly restRoot: string;
	/** A recording host of a self-hosted site whose REST root (and provider) is the provider. */
	host(): RecordingHost;
	/** `PUT blockyard-testing/v1/<path>` with `body`: the provider's test switches. */
	testing(path: string, body: unknown): Promise<void>;
	/** A GET of `wp-json/<path>` with the nonce, as JSON. */
	read(path: string): Promise<unknown>;
}

/** Starts a provider (faults on: its testing routes) before the file's tests, and stops it after. */
export function startProviderForEdits(): ProviderForEdits {
	let provider: RunningProvider | undefined;
	let dataDir = '';
	const running = (): RunningProvider => {
		if (!provider) {
			throw new Error('The provider is not started yet: use it inside a test.');
		}
		return provider;
	};
	beforeAll(async () => {
		dataDir = mkdtempSync(join(tmpdir(), 'blockyard-payments-edit-'));
		provider = await startProvider({ port: 0, dataDir, quiet: true, faults: true });
	}, 60_000);
	afterAll(async () => {
		await provider?.stop();
		rmSync(dataDir, { recursive: true, force: true });
	});
	const request = async (path: string, init: RequestInit = {}) => {
		const { url, nonce } = running();
		const response = await fetch(`${url}wp-json/${path}`, {
			...init,
			headers: { 'X-WP-Nonce': nonce, 'Content-Type': 'application/json', ...init.headers },
		});
		if (!response.ok) {
			throw new Error(`${init.method ?? 'GET'} ${path} answered ${String(response.status)}`);
		}
		return response.json() as Promise<unknown>;
	};
	return {
		get restRoot() {
			return `${running().url}wp-json/`;
		},
		host() {
			const { url, nonce } = running();
			return { ...testHost(), api: createApi({ root: `${url}wp-json/`, nonce }) };
		},
		async testing(path, body) {
			await request(`blockyard-testing/v1/${path}`, { method: 'PUT', body: JSON.stringify(body) });
		},
		read: (path) => request(path),
	};
}
