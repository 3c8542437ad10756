import { networkInterfaces } from 'node:os';

/**
 * Who may reach the provider, worked out once from its options: the pages it
 * serves (the playground's origins, the WordPress test sites' origins) and the
 * Host names it answers to (loopback names on the port it listens on, and the
 * playground's hosts, whose Vite proxy forwards the browser's Host).
 */
export interface AccessPolicy {
	/** Origins allowed by CORS and for changing requests, the provider's own origin aside. */
	isAllowedOrigin(origin: string): boolean;
	/** WordPress sites whose pages reach the provider across origins and carry no nonce of ours. */
	isSiteOrigin(origin: string): boolean;
	/** Whether a `Host` (or `X-Forwarded-Host`) value names this provider. */
	isAllowedHost(host: string): boolean;
	/** Called once the server listens: from then on only that port is answered on loopback names. */
	listeningOn(host: string, port: number): void;
}

/** The playground's origins when none are given: Vite's default port on both loopback names. */
export const DEFAULT_PLAYGROUND_ORIGINS: readonly string[] = [
	'http://127.0.0.1:5173',
	'http://localhost:5173',
];

const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** `http://host[:port]` or `https://…` exactly as `URL#origin` writes it; else `undefined`. */
export function normalOrigin(value: string): string | undefined {
	try {
		const url = new URL(value);
		const origin = url.origin;
		return (url.protocol === 'http:' || url.protocol === 'https:') && origin === value.replace(/\/$/, '')
			? origin
			: undefined;
	} catch {
		return undefined;
	}
}

/** The checked origins of a list; throws on one that is not an origin (a start-up mistake). */
export function originList(values: readonly string[], name: string): string[] {
	return values.map((value) => {
		const origin = normalOrigin(value.trim());
		if (origin === undefined) {
			throw new Error(`${name}: "${value}" is not an origin such as http://127.0.0.1:5173.`);
		}
		return origin;
	});
}

/** True for names of this machine's loopback interface: `localhost`, `127.x.x.x`, `::1`. */
export function isLoopbackHostName(host: string): boolean {
	const name = host.replace(/^\[|\]$/g, '').toLowerCase();
	return name === 'localhost' || name === '::1' || /^127(?:\.\d{1,3}){3}$/.test(name);
}

/** An http(s) URL on this machine's loopback interface, without credentials in it. */
export function isLoopbackUrl(url: URL): boolean {
	return (
		(url.protocol === 'http:' || url.protocol === 'https:') &&
		url.username === '' &&
		url.password === '' &&
		isLoopbackHostName(url.hostname)
	);
}

export function createAccessPolicy(options: {
	readonly origins?: readonly string[] | undefined;
	readonly siteOrigins?: readonly string[] | undefined;
}): AccessPolicy {
	const origins = new Set(originList(options.origins ?? DEFAULT_PLAYGROUND_ORIGINS, 'origins'));
	const sites = new Set(originList(options.siteOrigins ?? [], 'siteOrigins'));
	const proxiedHosts = new Set([...origins].map((origin) => new URL(origin).host));
	let listening: { readonly names: ReadonlySet<string>; readonly port: number } | undefined;

	return {
		isAllowedOrigin: (origin) => origins.has(origin) || sites.has(origin),
		isSiteOrigin: (origin) => sites.has(origin),
		isAllowedHost(host) {
			const value = host.toLowerCase();
			if (proxiedHosts.has(value)) {
				return true;
			}
			const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/.exec(value);
			if (!match?.[1]) {
				return false;
			}
			const [, name, port] = match;
			if (listening === undefined) {
				// No socket (app.request in tests): any port of a loopback name.
				return LOOPBACK_NAMES.has(name);
			}
			return listening.names.has(name) && Number(port ?? 80) === listening.port;
		},
		listeningOn(host, port) {
			const bound = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host.toLowerCase();
			const names = new Set(LOOPBACK_NAMES);
			if (bound === '0.0.0.0' || bound === '[::]' || bound === '') {
				// Every interface (only with the explicit flag): each of its addresses names us.
				for (const address of Object.values(networkInterfaces()).flat()) {
					if (address) {
						names.add(address.family === 'IPv6' ? `[${address.address}]` : address.address);
					}
				}
			} else if (!isLoopbackHostName(bound)) {
				names.add(bound);
			}
			listening = { names, port };
		},
	};
}
