import type { AddressInfo } from 'node:net';

import { createAdaptorServer } from '@hono/node-server';

import { createProvider, type ProviderOptions } from './create-provider';

export interface StartProviderOptions extends ProviderOptions {
	/** 0 picks a free port. Default 0. */
	readonly port?: number;
	/** Default `127.0.0.1`. */
	readonly host?: string;
}

export interface RunningProvider {
	/** `http://127.0.0.1:PORT`, without a trailing slash; the REST root is `${url}/wp-json/`. */
	readonly url: string;
	readonly port: number;
	/** Stops listening, drops open connections and closes the database. */
	close(): Promise<void>;
}

/** The host to put in a URL: wildcard addresses become loopback, IPv6 gets brackets. */
function urlHost(host: string): string {
	if (host === '0.0.0.0' || host === '') {
		return '127.0.0.1';
	}
	if (host === '::') {
		return '[::1]';
	}
	return host.includes(':') ? `[${host}]` : host;
}

/** Serves a {@link createProvider} app over HTTP; resolves once it listens. */
export async function startProvider(options: StartProviderOptions): Promise<RunningProvider> {
	const host = options.host ?? '127.0.0.1';
	const provider = createProvider(options);
	const server = createAdaptorServer({ fetch: provider.app.fetch });

	try {
		await new Promise<void>((resolve, reject) => {
			server.once('error', reject);
			server.listen(options.port ?? 0, host, () => {
				server.off('error', reject);
				resolve();
			});
		});
	} catch (error) {
		provider.close();
		throw error;
	}

	const port = (server.address() as AddressInfo).port;
	let closing: Promise<void> | undefined;
	return {
		url: `http://${urlHost(host)}:${port}`,
		port,
		close: () => {
			closing ??= new Promise<void>((resolve) => {
				server.close(() => {
					provider.close();
					resolve();
				});
				if ('closeAllConnections' in server) {
					server.closeAllConnections();
				}
			});
			return closing;
		},
	};
}
