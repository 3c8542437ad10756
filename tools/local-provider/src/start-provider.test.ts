import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { describe, expect, it, onTestFinished } from 'vitest';

import { postSchema, siteSettingsSchema } from '@blockyard/api-client';

import { startProvider } from './start-provider';
import { bodyOf, freshDataDir } from './testing/fresh-provider';

describe('startProvider', () => {
	it('serves over real HTTP on a free port and stops cleanly', async () => {
		const lines: string[] = [];
		const provider = await startProvider({
			port: 0,
			dataDir: freshDataDir(),
			log: (line) => lines.push(line),
		});
		onTestFinished(() => provider.close());
		expect(provider.port).toBeGreaterThan(0);
		expect(provider.url).toBe(`http://127.0.0.1:${provider.port}`);

		const settings = await bodyOf(
			await fetch(`${provider.url}/wp-json/wp/v2/settings`),
			siteSettingsSchema
		);
		expect(settings.title).toBe('Blockyard Playground');

		const updated = await fetch(`${provider.url}/wp-json/wp/v2/posts/1?context=edit`, {
			method: 'POST',
			headers: {
				'Content-Type': 'application/json',
				Origin: 'http://localhost:5173',
				'X-WP-Nonce': provider.nonce,
			},
			body: JSON.stringify({ content: '<!-- wp:paragraph -->\n<p>Über</p>\n<!-- /wp:paragraph -->' }),
		});
		expect(updated.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173');
		expect((await bodyOf(updated, postSchema)).content.raw).toContain('Über');
		expect(lines).toEqual([
			expect.stringMatching(/^GET \/wp-json\/wp\/v2\/settings 200 \d+ms$/),
			expect.any(String),
		]);

		await provider.close();
		await provider.close();
		await expect(fetch(`${provider.url}/wp-json/`)).rejects.toThrow();
	});

	it('rejects when the port is taken, and frees the data folder', async () => {
		const blocker = createServer();
		await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
		onTestFinished(() => new Promise<void>((resolve) => blocker.close(() => resolve())));
		const address = blocker.address();
		const port = typeof address === 'object' && address ? address.port : 0;
		const dataDir = freshDataDir();
		await expect(startProvider({ port, dataDir, log: () => {} })).rejects.toThrow(/EADDRINUSE/);

		const other = await startProvider({ port: 0, dataDir, log: () => {} });
		await other.close();
	});

	it('answers only Host names of this provider: a rebound domain or another port is refused', async () => {
		const provider = await startProvider({ port: 0, dataDir: freshDataDir(), log: () => {} });
		onTestFinished(() => provider.close());
		const status = (host: string) => rawGet(provider.port, '/wp-json/blockyard/v1/forms/responses', host);
		for (const host of [
			`127.0.0.1:${provider.port}`,
			`localhost:${provider.port}`,
			`[::1]:${provider.port}`,
		]) {
			expect(await status(host), host).toBe(403); // past the Host check: the nonce is missing
		}
		for (const host of [
			`evil.example:${provider.port}`,
			`127.0.0.1.nip.io:${provider.port}`,
			`127.0.0.1:${provider.port + 1}`,
			'localhost',
		]) {
			expect(await status(host), host).toBe(403);
		}
		const answer = await rawRequest(
			provider.port,
			'/wp-json/wp/v2/settings',
			`evil.example:${provider.port}`
		);
		expect(answer.status).toBe(403);
		expect(answer.body).toContain('rest_forbidden_host');
		expect(answer.body).not.toContain('Blockyard Playground');
		const own = await rawRequest(provider.port, '/wp-json/wp/v2/settings', `localhost:${provider.port}`);
		expect(own.body).toContain('Blockyard Playground');
	});

	it('refuses to listen off loopback unless allowed, and then warns loudly', async () => {
		const dataDir = freshDataDir();
		await expect(startProvider({ port: 0, dataDir, host: '0.0.0.0', log: () => {} })).rejects.toThrow(
			/refusing to listen on 0\.0\.0\.0.*BLOCKYARD_PROVIDER_ALLOW_REMOTE/s
		);
		const warnings: string[] = [];
		const open = await startProvider({
			port: 0,
			dataDir,
			host: '0.0.0.0',
			allowRemote: true,
			log: () => {},
			warn: (message) => warnings.push(message),
		});
		onTestFinished(() => open.close());
		expect(warnings.join('\n')).toMatch(/WARNING.*0\.0\.0\.0.*no login/s);
		const loopback = await startProvider({
			port: 0,
			dataDir: freshDataDir(),
			host: '::1',
			log: () => {},
		});
		await loopback.close();
	});
});

/** A GET with a Host header of our choosing (fetch does not let one set Host). */
function rawRequest(port: number, path: string, host: string): Promise<{ status: number; body: string }> {
	return new Promise((resolve, reject) => {
		const request = httpRequest(
			{ host: '127.0.0.1', port, path, headers: { Host: host } },
			(response) => {
				let body = '';
				response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
				response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
			}
		);
		request.on('error', reject);
		request.end();
	});
}

async function rawGet(port: number, path: string, host: string): Promise<number> {
	return (await rawRequest(port, path, host)).status;
}
