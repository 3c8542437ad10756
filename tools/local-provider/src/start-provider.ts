import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { createAdaptorServer } from '@hono/node-server';

import { createProvider, type ProviderOptions } from './create-provider';
import { isLoopbackHostName } from './http/access-policy';

export interface StartProviderOptions extends ProviderOptions {
	/** 0 picks a free port. Default 0. */
	readonly port?: number;
	/** Default `127.0.0.1`. Anything but a loopback address needs {@link allowRemote}. */
	readonly host?: string;
	/**
	 * Lets the provider listen on an address other machines reach (`0.0.0.0`, a
	 * LAN address). It has no login: anyone who reaches it can read the site's
	 * data, and with the nonce (which it hands to local pages) change it. Default off.
	 */
	readonly allowRemote?: boolean;
	/** Gets the warning printed when {@link allowRemote} is used. Default `console.error`. */
	readonly warn?: (message: string) => void;
}

export interface RunningProvider {
	/** `http://127.0.0.1:PORT`, without a trailing slash; the REST root is `${url}/wp-json/`. */
	readonly url: string;
	readonly port: number;
	/** The data folder's REST nonce, for callers that change data (`X-WP-Nonce`). */
	readonly nonce: string;
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

/**
 * Refuses an address other machines could reach unless `allowRemote`, and then
 * warns loudly: the provider stands in for a site and its services without any login.
 */
function checkBindAddress(options: StartProviderOptions, host: string): void {
	if (isLoopbackHostName(host)) {
		return;
	}
	if (!options.allowRemote) {
		throw new Error(
			`refusing to listen on ${host}: the local provider has no login, so it listens on loopback only ` +
				'(127.0.0.1, ::1, localhost). Set BLOCKYARD_PROVIDER_ALLOW_REMOTE=1 (allowRemote) to listen there anyway.'
		);
	}
	(options.warn ?? ((message: string) => console.error(message)))(
		[
			'',
			'!!! WARNING: the local provider listens on ' + host + ', which other machines may reach.',
			"!!! It has no login: anyone who reaches it can read the data folder's site and, with the",
			'!!! nonce it hands to local pages, change it. Stop it unless you trust every machine there.',
			'',
		].join('\n')
	);
}

/** Serves a {@link createProvider} app over HTTP; resolves once it listens. */
export async function startProvider(options: StartProviderOptions): Promise<RunningProvider> {
	const host = options.host ?? '127.0.0.1';
	checkBindAddress(options, host);
	const provider = createProvider(options);
	const server = createAdaptorServer({ fetch: provider.app.fetch }) as Server;
	// Node closes an idle kept-alive connection after 5 s by default, and a client that sends its
	// next request on it at that moment gets "socket hang up" (a test's request after a pause
	// failed so). Its clients here (the playground, the tests' request contexts, WordPress) keep
	// connections for reuse: keep them a minute, so that race is one a test almost never meets.
	server.keepAliveTimeout = 60_000;
	server.headersTimeout = 65_000;
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
	provider.listeningOn(host, port);
	let closing: Promise<void> | undefined;
	return {
		url: `http://${urlHost(host)}:${port}`,
		port,
		nonce: provider.nonce,
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
