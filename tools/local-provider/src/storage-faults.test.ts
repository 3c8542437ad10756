import BetterSqlite3 from 'better-sqlite3';
import { chmodSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';

import { DATABASE_FILE } from './db/open-database';
import { contactFormMarkup } from './testing/contact-form-markup';
import { freshDataDir } from './testing/fresh-provider';
import { giveToProviderUser, spawnProvider } from './testing/spawn-provider';

/** 1×1 PNG. */
const PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
	'base64'
);

async function nonceOf(url: string): Promise<string> {
	return ((await (await fetch(`${url}/blockyard/nonce`)).json()) as { nonce: string }).nonce;
}

const timed = async (request: Promise<Response>) => {
	const started = performance.now();
	const response = await request;
	await response.arrayBuffer();
	return { response, ms: performance.now() - started };
};

describe('storage faults', () => {
	it('a locked database: a form POST answers 503 with Retry-After in about a second, and other requests go on', async () => {
		const dataDir = freshDataDir();
		const provider = spawnProvider({ BLOCKYARD_DATA_DIR: dataDir });
		const url = await provider.ready;
		const saved = await fetch(`${url}/wp-json/wp/v2/posts/1`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': await nonceOf(url) },
			body: JSON.stringify({
				content: contactFormMarkup('f1', [
					{ block: 'name', attributes: { name: 'n', label: 'Name' } },
				]),
			}),
		});
		expect(saved.status).toBe(200);

		// Another program holds the write lock (an open write transaction).
		const other = new BetterSqlite3(join(dataDir, DATABASE_FILE));
		onTestFinished(() => {
			other.close();
		});
		other.exec("BEGIN EXCLUSIVE; INSERT INTO options (name, value) VALUES ('held', '1')");

		const post = timed(
			fetch(`${url}/wp-json/blockyard/v1/forms/f1/responses`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				body: JSON.stringify({ fields: { n: 'Ada' } }),
			})
		);
		await new Promise((resolve) => setTimeout(resolve, 150));
		const read = await timed(fetch(`${url}/wp-json/wp/v2/settings`));
		const write = await post;
		other.exec('ROLLBACK');

		expect(read.response.status).toBe(200);
		expect(read.ms).toBeLessThan(2000); // was 5.3 s: the POST's busy wait blocked the server
		expect(write.response.status).toBe(503); // was a 500 after 5.6 s
		expect(write.response.headers.get('Retry-After')).toBe('1');
		expect(write.ms).toBeLessThan(4000);

		// Once the lock is gone, the same POST goes through.
		const again = await fetch(`${url}/wp-json/blockyard/v1/forms/f1/responses`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({ fields: { n: 'Ada' } }),
		});
		expect(again.status).toBe(201);
		expect(provider.output().stderr).toBe('');
	}, 30_000);

	it('a data folder it cannot write: refuses to start, and says why', async () => {
		const dataDir = freshDataDir();
		giveToProviderUser(dataDir);
		chmodSync(dataDir, 0o555);
		const provider = spawnProvider({ BLOCKYARD_DATA_DIR: dataDir }, { unprivileged: true });
		expect(await provider.exited).toBe(1);
		expect(provider.output().stdout).not.toContain('blockyard local provider: http');
		expect(provider.output().stderr).toMatch(
			/failed to start: the data folder .* cannot be written \((EACCES|EPERM|EROFS)\)/
		);
	}, 30_000);

	it('an existing database it cannot write: refuses to start instead of saying ready and failing every save', async () => {
		const dataDir = freshDataDir();
		const first = spawnProvider({ BLOCKYARD_DATA_DIR: dataDir });
		await first.ready;
		await first.stop();
		const database = new BetterSqlite3(join(dataDir, DATABASE_FILE));
		database.pragma('wal_checkpoint(TRUNCATE)');
		database.close();
		giveToProviderUser(dataDir, join(dataDir, 'uploads'));
		chmodSync(dataDir, 0o777);
		chmodSync(join(dataDir, DATABASE_FILE), 0o444);
		const provider = spawnProvider({ BLOCKYARD_DATA_DIR: dataDir }, { unprivileged: true });
		expect(await provider.exited).toBe(1);
		expect(provider.output().stdout).not.toContain('blockyard local provider: http');
		expect(provider.output().stderr).toMatch(/the database .* cannot be written \(SQLITE_READONLY/);
	}, 30_000);

	it('a folder that becomes unwritable while it runs: an upload answers 503 with Retry-After, not 500', async () => {
		const dataDir = freshDataDir();
		const uploads = join(dataDir, 'uploads');
		mkdirSync(uploads);
		giveToProviderUser(dataDir, uploads);
		const provider = spawnProvider({ BLOCKYARD_DATA_DIR: dataDir }, { unprivileged: true });
		const url = await provider.ready;
		chmodSync(uploads, 0o555);
		const body = new FormData();
		body.append('file', new Blob([PNG], { type: 'image/png' }), 'pixel.png');
		const response = await fetch(`${url}/wp-json/wp/v2/media`, {
			method: 'POST',
			headers: { 'X-WP-Nonce': await nonceOf(url) },
			body,
		});
		expect(response.status).toBe(503);
		expect(response.headers.get('Retry-After')).toBe('30');
		expect(((await response.json()) as { code: string }).code).toBe('blockyard_storage_unavailable');
		expect(provider.output().stderr).toBe('');
	}, 30_000);
});
