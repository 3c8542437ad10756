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
			headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:5173' },
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
});
