import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { describe, expect, it, onTestFinished } from 'vitest';

import { resolvedRedirectSchema } from '@blockyard/api-client';

import { bodyOf, freshProvider, requestJson } from '../../testing/fresh-provider';

/** A server that answers each path from `routes` (status and Location), and records what it was asked. */
async function redirector(
	host: string,
	routes: (port: number) => Record<string, readonly [number, string?]>
): Promise<{ url: string; seen: string[] }> {
	const seen: string[] = [];
	let table: Record<string, readonly [number, string?]> = {};
	const server: Server = createServer((request: IncomingMessage, response) => {
		seen.push(request.url ?? '');
		const [status, location] = table[request.url ?? ''] ?? [404];
		response.writeHead(status, location === undefined ? {} : { Location: location });
		response.end();
	});
	await new Promise<void>((resolve) => server.listen(0, host, resolve));
	onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
	const port = (server.address() as AddressInfo).port;
	table = routes(port);
	return { url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`, seen };
}

/** An address of this machine that is not loopback (a redirect there leaves the loopback interface). */
const outsideAddress = (): string | undefined =>
	Object.values(networkInterfaces())
		.flat()
		.find((address) => address && !address.internal && address.family === 'IPv4')?.address;

const resolve = async (provider: ReturnType<typeof freshProvider>, url: string) =>
	bodyOf(
		await requestJson(provider, `/wp-json/wpcom/v2/resolve-redirect?url=${encodeURIComponent(url)}`),
		resolvedRedirectSchema
	);

describe('wpcom/v2/resolve-redirect', () => {
	it('follows redirects on this machine hop by hop to where they end', async () => {
		const provider = freshProvider();
		const local = await redirector('127.0.0.1', (port) => ({
			'/a': [301, '/b'],
			'/b': [302, `http://localhost:${port}/c`],
			'/c': [200],
		}));
		expect(await resolve(provider, `${local.url}/a`)).toEqual({
			status: 200,
			url: local.url.replace('127.0.0.1', 'localhost') + '/c',
		});
		expect(local.seen).toEqual(['/a', '/b', '/c']);
	});

	it('stops at the first hop off the machine, without fetching it', async () => {
		const address = outsideAddress();
		const outside = address ? await redirector(address, () => ({ '/x': [200] })) : undefined;
		const target = outside ? `${outside.url}/x` : 'http://192.0.2.1/x';
		const provider = freshProvider();
		const local = await redirector('127.0.0.1', () => ({
			'/away': [302, target],
			'/twice': [307, '/away'],
		}));
		expect(await resolve(provider, `${local.url}/away`)).toEqual({ status: 200, url: target });
		expect(await resolve(provider, `${local.url}/twice`)).toEqual({ status: 200, url: target });
		expect(local.seen).toEqual(['/away', '/twice', '/away']);
		expect(outside?.seen ?? []).toEqual([]);
	});

	it('gives up on a loop, and on a URL that does not answer, with a 400', async () => {
		const provider = freshProvider();
		const local = await redirector('127.0.0.1', () => ({ '/loop': [302, '/loop'] }));
		const response = await requestJson(
			provider,
			`/wp-json/wpcom/v2/resolve-redirect?url=${encodeURIComponent(`${local.url}/loop`)}`
		);
		expect(response.status).toBe(400);
		expect(local.seen.length).toBe(11);
		const closed = await requestJson(
			provider,
			`/wp-json/wpcom/v2/resolve-redirect?url=${encodeURIComponent('http://127.0.0.1:1/x')}`
		);
		expect(closed.status).toBe(400);
		expect(((await closed.json()) as { code: string }).code).toBe('http_request_failed');
	});
});
