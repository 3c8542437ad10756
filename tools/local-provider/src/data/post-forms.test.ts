import BetterSqlite3 from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { createProvider } from '../create-provider';
import { migrate } from '../db/migrate';
import { migrations } from '../db/migrations';
import { DATABASE_FILE } from '../db/open-database';
import { contactFormMarkup } from '../testing/contact-form-markup';
import { freshDataDir, freshProvider, requestJson, type TestProvider } from '../testing/fresh-provider';
import { createPost } from './posts';

const FIELDS = [{ block: 'name', attributes: { name: 'n', label: 'Name' } }];

const submit = (provider: TestProvider, formId: string) =>
	requestJson(provider, `/wp-json/blockyard/v1/forms/${formId}/responses`, {
		method: 'POST',
		json: { fields: { n: 'Ada' } },
	});

async function storedPostId(provider: TestProvider): Promise<number | undefined> {
	const [first] = (await (await requestJson(provider, '/wp-json/blockyard/v1/forms/responses')).json()) as {
		post_id: number;
	}[];
	return first?.post_id;
}

describe('finding a form by its id', () => {
	it('follows the posts as they are saved: a form moved, removed, nested, in a draft', async () => {
		const provider = freshProvider();
		const save = (id: number, content: string) =>
			requestJson(provider, `/wp-json/wp/v2/posts/${id}`, { method: 'POST', json: { content } });
		const create = async (content: string) =>
			(
				(await (
					await requestJson(provider, '/wp-json/wp/v2/posts', { method: 'POST', json: { content } })
				).json()) as {
					id: number;
				}
			).id;

		const a = await create(contactFormMarkup('f1', FIELDS));
		const b = await create('<!-- wp:paragraph --><p>No form yet</p><!-- /wp:paragraph -->');
		expect((await submit(provider, 'f1')).status).toBe(201);
		expect(await storedPostId(provider)).toBe(a);

		await save(a, '<!-- wp:paragraph --><p>Form removed</p><!-- /wp:paragraph -->');
		expect((await submit(provider, 'f1')).status).toBe(404);

		await save(b, `<!-- wp:group --><div>${contactFormMarkup('f1', FIELDS)}</div><!-- /wp:group -->`);
		expect((await submit(provider, 'f1')).status).toBe(201);
		expect(await storedPostId(provider)).toBe(b);

		// A title-only save keeps the post's forms.
		await requestJson(provider, `/wp-json/wp/v2/posts/${b}`, {
			method: 'POST',
			json: { title: 'Renamed' },
		});
		expect((await submit(provider, 'f1')).status).toBe(201);
	});

	it('finds the forms of posts saved before the lookup existed (an older data folder)', async () => {
		const dataDir = freshDataDir();
		const old = new BetterSqlite3(join(dataDir, DATABASE_FILE));
		migrate(old, migrations.slice(0, 2));
		old.prepare(
			"INSERT INTO posts (status, title, content, created_at, modified_at) VALUES ('publish', 'Old', ?, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')"
		).run(contactFormMarkup('old-form', FIELDS));
		old.close();
		const provider = freshProvider({ dataDir });
		expect((await submit(provider, 'old-form')).status).toBe(201);
	});

	it('reads one post per submission, however many posts hold forms', async () => {
		const dataDir = freshDataDir();
		const filler = Array.from(
			{ length: 600 },
			(_, index) =>
				`<!-- wp:paragraph -->\n<p>Paragraph ${index} of a long post, with words.</p>\n<!-- /wp:paragraph -->`
		).join('\n');
		const setUp = createProvider({ dataDir, log: () => {} });
		setUp.close();
		const db = new BetterSqlite3(join(dataDir, DATABASE_FILE));
		for (let index = 0; index < 400; index++) {
			createPost(db, { content: `${filler}\n${contactFormMarkup(`form-${index}`, FIELDS)}` });
		}
		db.close();
		const provider = freshProvider({ dataDir });
		const times: number[] = [];
		for (const formId of ['missing-1', 'form-399', 'missing-2', 'form-398', 'missing-3']) {
			const started = performance.now();
			await submit(provider, formId);
			times.push(performance.now() - started);
		}
		times.sort((x, y) => x - y);
		// Parsing every post (about 25 MB of block markup here) took several hundred milliseconds.
		expect(times[2]).toBeLessThan(100);
	}, 60_000);
});
