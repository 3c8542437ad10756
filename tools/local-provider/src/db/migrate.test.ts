import BetterSqlite3 from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { postSchema, siteSettingsSchema } from '@blockyard/api-client';

import { createProvider } from '../create-provider';
import { freshDataDir, freshProvider, requestJson } from '../testing/fresh-provider';
import { migrate } from './migrate';
import { migrations } from './migrations';
import { DATABASE_FILE } from './open-database';
import { DEMO_POST_TITLE } from './seed-demo-site';

function userVersion(dataDir: string): unknown {
	const db = new BetterSqlite3(join(dataDir, DATABASE_FILE), { readonly: true });
	try {
		return db.pragma('user_version', { simple: true });
	} finally {
		db.close();
	}
}

describe('migrations and seeding', () => {
	it('migrates a fresh data folder to the latest version and seeds the demo site', async () => {
		const provider = freshProvider();
		expect(userVersion(provider.dataDir)).toBe(migrations.length);

		const post = postSchema.parse(await (await requestJson(provider, '/wp-json/wp/v2/posts/1')).json());
		expect(post).toMatchObject({
			id: 1,
			status: 'draft',
			title: { raw: DEMO_POST_TITLE },
			content: { raw: '' },
		});

		const settings = siteSettingsSchema.parse(
			await (await requestJson(provider, '/wp-json/wp/v2/settings')).json()
		);
		expect(settings).toEqual({
			title: 'Blockyard Playground',
			language: 'en_US',
			start_of_week: 1,
			time_format: 'g:i a',
			date_format: 'F j, Y',
			timezone: 'UTC',
		});

		const list = await requestJson(provider, '/wp-json/wp/v2/posts');
		expect(list.headers.get('X-WP-Total')).toBe('1');
	});

	it('keeps the data and seeds nothing more on a second start', async () => {
		const first = freshProvider();
		await requestJson(first, '/wp-json/wp/v2/posts/1', { method: 'POST', json: { title: 'Changed' } });
		await requestJson(first, '/wp-json/wp/v2/settings', { method: 'POST', json: { title: 'Mine' } });
		first.close();

		const second = freshProvider({ dataDir: first.dataDir });
		expect(userVersion(second.dataDir)).toBe(migrations.length);
		const list = await requestJson(second, '/wp-json/wp/v2/posts');
		const posts = z.array(postSchema).parse(await list.json());
		expect(posts.map((post) => [post.id, post.title.raw])).toEqual([[1, 'Changed']]);
		const settings = siteSettingsSchema.parse(
			await (await requestJson(second, '/wp-json/wp/v2/settings')).json()
		);
		expect(settings.title).toBe('Mine');
	});

	it('gives the posts of a data folder made before the terms an empty excerpt and the default category', () => {
		const db = new BetterSqlite3(':memory:');
		migrate(db, migrations.slice(0, 6));
		db.prepare(
			"INSERT INTO posts (status, title, content, created_at, modified_at) VALUES ('publish', 'Old', '', 'x', 'x')"
		).run();
		migrate(db, migrations);
		expect(db.prepare('SELECT excerpt FROM posts').all()).toEqual([{ excerpt: '' }]);
		expect(db.prepare('SELECT post_id, term_id FROM post_terms').all()).toEqual([
			{ post_id: 1, term_id: 1 },
		]);
		expect(db.prepare("SELECT name FROM terms WHERE taxonomy = 'category' ORDER BY id").all()).toEqual([
			{ name: 'Uncategorized' },
			{ name: 'News' },
			{ name: 'Recipes' },
			{ name: 'Travel' },
		]);
		db.close();
	});

	it('refuses a database newer than the provider', () => {
		const dataDir = freshDataDir();
		createProvider({ dataDir, log: () => {} }).close();
		const db = new BetterSqlite3(join(dataDir, DATABASE_FILE));
		db.pragma(`user_version = ${migrations.length + 1}`);
		db.close();
		expect(() => createProvider({ dataDir, log: () => {} })).toThrow(/newer than this provider/);
	});

	it('applies only the steps a database has not seen, each once', () => {
		const db = new BetterSqlite3(':memory:');
		const applied: number[] = [];
		const steps = [1, 2, 3].map((version) => ({
			version,
			description: `step ${version}`,
			up: () => applied.push(version),
		}));
		let seeded = 0;
		expect(migrate(db, steps.slice(0, 2), () => seeded++)).toEqual({ from: 0, to: 2 });
		expect(migrate(db, steps, () => seeded++)).toEqual({ from: 2, to: 3 });
		expect(migrate(db, steps, () => seeded++)).toEqual({ from: 3, to: 3 });
		expect(applied).toEqual([1, 2, 3]);
		expect(seeded).toBe(1);
		db.close();
	});

	it('rejects a list that does not count 1, 2, 3', () => {
		const db = new BetterSqlite3(':memory:');
		expect(() => migrate(db, [{ version: 2, description: 'gap', up: () => {} }])).toThrow(/must count/);
		db.close();
	});
});
