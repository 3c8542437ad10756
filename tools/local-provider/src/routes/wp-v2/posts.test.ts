import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { postSchema, relatedPostSchema } from '@blockyard/api-client';

import { BASE, bodyOf, freshProvider, requestJson, restErrorSchema } from '../../testing/fresh-provider';

const TRICKY_CONTENT = [
	'<!-- wp:paragraph {"align":"center"} -->',
	'<p class="has-text-align-center">Grüße, 世界 👋🏽 — “quotes” &amp; <strong>bold</strong></p>',
	'<!-- /wp:paragraph -->',
	'',
	'<!-- wp:separator /-->',
	'\r\n\ttabs, CRLF and trailing spaces   ',
	'<!-- a plain comment --> \\ backslash \u0000 NUL \u2028 line separator',
	'',
].join('\n');

describe('wp/v2/posts', () => {
	it('answers the seeded post in the client schema, whatever the context', async () => {
		const provider = freshProvider();
		for (const context of ['edit', 'view', 'embed']) {
			const response = await requestJson(provider, `/wp-json/wp/v2/posts/1?context=${context}`);
			expect(response.status).toBe(200);
			const post = await bodyOf(response, postSchema);
			expect(post.title.raw).toBe('Welcome to the Blockyard playground');
		}
		const raw = await (await requestJson(provider, '/wp-json/wp/v2/posts/1')).json();
		expect(raw).toMatchObject({ title: { rendered: expect.any(String) }, content: { rendered: '' } });
		expect(raw.modified).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
	});

	it('stores content byte for byte and gives it back after a restart', async () => {
		const provider = freshProvider();
		const response = await requestJson(provider, '/wp-json/wp/v2/posts/1?context=edit', {
			method: 'POST',
			json: { title: 'Ünïcödé 🧱', content: TRICKY_CONTENT, status: 'publish' },
		});
		expect(response.status).toBe(200);
		const updated = await bodyOf(response, postSchema);
		expect(updated).toMatchObject({ id: 1, status: 'publish', title: { raw: 'Ünïcödé 🧱' } });
		expect(updated.content.raw).toBe(TRICKY_CONTENT);

		provider.close();
		const reopened = freshProvider({ dataDir: provider.dataDir });
		const text = await (await requestJson(reopened, '/wp-json/wp/v2/posts/1')).text();
		const post = postSchema.parse(JSON.parse(text));
		expect(Buffer.from(post.content.raw, 'utf8').equals(Buffer.from(TRICKY_CONTENT, 'utf8'))).toBe(true);
		expect(post.status).toBe('publish');
	});

	it('keeps the excerpt, tags and categories, and gives them back after a restart', async () => {
		const provider = freshProvider();
		const seeded = await bodyOf(await requestJson(provider, '/wp-json/wp/v2/posts/1'), postSchema);
		// Every post has a category: the seeded one has Uncategorized.
		expect(seeded).toMatchObject({ excerpt: { raw: '', rendered: '' }, tags: [], categories: [1] });

		const tag = (await (
			await requestJson(provider, '/wp-json/wp/v2/tags', { method: 'POST', json: { name: 'Lisbon' } })
		).json()) as { id: number };
		const response = await requestJson(provider, '/wp-json/wp/v2/posts/1?context=edit', {
			method: 'POST',
			json: { excerpt: 'Tram 28 & <custard>', tags: [tag.id, 999], categories: [4, 2] },
		});
		expect(response.status).toBe(200);
		expect(await bodyOf(response, postSchema)).toMatchObject({
			excerpt: { raw: 'Tram 28 & <custard>', rendered: '<p>Tram 28 &amp; &lt;custard&gt;</p>\n' },
			tags: [tag.id],
			categories: [2, 4],
		});

		provider.close();
		const reopened = freshProvider({ dataDir: provider.dataDir });
		const post = await bodyOf(await requestJson(reopened, '/wp-json/wp/v2/posts/1'), postSchema);
		expect(post).toMatchObject({
			excerpt: { raw: 'Tram 28 & <custard>' },
			tags: [tag.id],
			categories: [2, 4],
		});

		// Fields not sent stay; an empty list empties.
		const emptied = await bodyOf(
			await requestJson(reopened, '/wp-json/wp/v2/posts/1', { method: 'POST', json: { tags: [] } }),
			postSchema
		);
		expect(emptied).toMatchObject({
			excerpt: { raw: 'Tram 28 & <custard>' },
			tags: [],
			categories: [2, 4],
		});
	});

	it('gives a new post the default category unless it names its own', async () => {
		const provider = freshProvider();
		const plain = await requestJson(provider, '/wp-json/wp/v2/posts', {
			method: 'POST',
			json: { title: 'A' },
		});
		expect(await bodyOf(plain, postSchema)).toMatchObject({ categories: [1], tags: [] });
		const named = await requestJson(provider, '/wp-json/wp/v2/posts', {
			method: 'POST',
			json: { title: 'B', categories: [3] },
		});
		expect(await bodyOf(named, postSchema)).toMatchObject({ categories: [3] });
	});

	it('renders content without block comments', async () => {
		const provider = freshProvider();
		const body = await (
			await requestJson(provider, '/wp-json/wp/v2/posts/1', {
				method: 'POST',
				json: { content: '<!-- wp:paragraph -->\n<p>Hi</p>\n<!-- /wp:paragraph -->' },
			})
		).json();
		expect(body.content.rendered).toBe('<p>Hi</p>\n');
	});

	it('changes only the fields it is given, and accepts PUT and PATCH too', async () => {
		const provider = freshProvider();
		await requestJson(provider, '/wp-json/wp/v2/posts/1', { method: 'PUT', json: { content: 'Body' } });
		const post = await bodyOf(
			await requestJson(provider, '/wp-json/wp/v2/posts/1', {
				method: 'PATCH',
				json: { title: 'Title' },
			}),
			postSchema
		);
		expect(post).toMatchObject({ title: { raw: 'Title' }, content: { raw: 'Body' }, status: 'draft' });
	});

	it('creates posts and lists them newest first with WordPress paging headers', async () => {
		const provider = freshProvider();
		const created = await requestJson(provider, '/wp-json/wp/v2/posts', {
			method: 'POST',
			json: { title: 'Second', content: '<p>2</p>', status: 'publish' },
		});
		expect(created.status).toBe(201);
		const post = await bodyOf(created, postSchema);
		expect(post).toMatchObject({
			id: 2,
			status: 'publish',
			title: { raw: 'Second' },
			content: { raw: '<p>2</p>' },
		});
		expect(created.headers.get('Location')).toBe('http://127.0.0.1:8787/wp-json/wp/v2/posts/2');

		const draft = await bodyOf(
			await requestJson(provider, '/wp-json/wp/v2/posts', { method: 'POST' }),
			postSchema
		);
		expect(draft).toMatchObject({ id: 3, status: 'draft', title: { raw: '' }, content: { raw: '' } });

		const list = await requestJson(provider, '/wp-json/wp/v2/posts?per_page=2');
		expect(list.headers.get('X-WP-Total')).toBe('3');
		expect(list.headers.get('X-WP-TotalPages')).toBe('2');
		expect((await bodyOf(list, z.array(postSchema))).map((p) => p.id)).toEqual([3, 2]);

		const page2 = await bodyOf(
			await requestJson(provider, '/wp-json/wp/v2/posts?per_page=2&page=2'),
			z.array(postSchema)
		);
		expect(page2.map((p) => p.id)).toEqual([1]);

		const published = await bodyOf(
			await requestJson(provider, '/wp-json/wp/v2/posts?status=publish'),
			z.array(postSchema)
		);
		expect(published.map((p) => p.id)).toEqual([2]);
	});

	it('refuses a post body over 2 MiB with 413, and stores nothing of it', async () => {
		const provider = freshProvider();
		const big = 'x'.repeat(2 * 1024 * 1024);
		for (const [method, path] of [
			['POST', '/wp-json/wp/v2/posts/1'],
			['PUT', '/wp-json/wp/v2/posts/1'],
			['PATCH', '/wp-json/wp/v2/posts/1'],
			['POST', '/wp-json/wp/v2/posts'],
		] as const) {
			const response = await requestJson(provider, path, { method, json: { content: big } });
			expect(response.status, `${method} ${path}`).toBe(413);
			expect((await bodyOf(response, restErrorSchema)).code).toBe('rest_request_too_large');
		}
		const list = await requestJson(provider, '/wp-json/wp/v2/posts');
		expect(list.headers.get('X-WP-Total')).toBe('1');
		const post = await bodyOf(await requestJson(provider, '/wp-json/wp/v2/posts/1'), postSchema);
		expect(post.content.raw).toBe('');
		// Just under the cap is fine.
		const fits = await requestJson(provider, '/wp-json/wp/v2/posts/1', {
			method: 'POST',
			json: { content: big.slice(0, 2 * 1024 * 1024 - 64) },
		});
		expect(fits.status).toBe(200);
	});

	it('answers a missing post with 404 rest_post_invalid_id', async () => {
		const provider = freshProvider();
		for (const init of [{}, { method: 'POST', json: { title: 'x' } }]) {
			const response = await requestJson(provider, '/wp-json/wp/v2/posts/999', init);
			expect(response.status).toBe(404);
			expect(await bodyOf(response, restErrorSchema)).toEqual({
				code: 'rest_post_invalid_id',
				message: 'Invalid post ID.',
				data: { status: 404 },
			});
		}
		const huge = await requestJson(provider, '/wp-json/wp/v2/posts/99999999999999999999');
		expect(huge.status).toBe(404);
	});

	it('answers a non-numeric id as an unknown route', async () => {
		const response = await requestJson(freshProvider(), '/wp-json/wp/v2/posts/abc');
		expect(response.status).toBe(404);
		expect((await bodyOf(response, restErrorSchema)).code).toBe('rest_no_route');
	});

	it('answers bad input with 400 in WordPress error shape and changes nothing', async () => {
		const provider = freshProvider();
		const badJson = await requestJson(provider, '/wp-json/wp/v2/posts/1', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: '{"title": ',
		});
		expect(badJson.status).toBe(400);
		expect(await bodyOf(badJson, restErrorSchema)).toEqual({
			code: 'rest_invalid_json',
			message: 'Invalid JSON body passed.',
			data: { status: 400 },
		});

		const wrongTypes = await requestJson(provider, '/wp-json/wp/v2/posts/1', {
			method: 'POST',
			json: { title: 5, status: 'private' },
		});
		expect(wrongTypes.status).toBe(400);
		const error = await bodyOf(wrongTypes, restErrorSchema);
		expect(error.code).toBe('rest_invalid_param');
		expect(error.message).toBe('Invalid parameter(s): title, status');
		expect(Object.keys(error.data['params'] as object)).toEqual(['title', 'status']);

		const notAnObject = await requestJson(provider, '/wp-json/wp/v2/posts', {
			method: 'POST',
			json: [1],
		});
		expect(notAnObject.status).toBe(400);

		const badQuery = await requestJson(provider, '/wp-json/wp/v2/posts?per_page=0');
		expect(badQuery.status).toBe(400);
		expect((await bodyOf(badQuery, restErrorSchema)).code).toBe('rest_invalid_param');

		const post = await bodyOf(await requestJson(provider, '/wp-json/wp/v2/posts/1'), postSchema);
		expect(post.title.raw).toBe('Welcome to the Blockyard playground');
		expect((await requestJson(provider, '/wp-json/wp/v2/posts')).headers.get('X-WP-Total')).toBe('1');
	});
});

describe('wp/v2/posts/{id}: jetpack-related-posts', () => {
	const relatedSchema = z.looseObject({ 'jetpack-related-posts': z.array(relatedPostSchema) });

	async function create(
		provider: ReturnType<typeof freshProvider>,
		title: string,
		content: string,
		status = 'publish'
	) {
		const response = await requestJson(provider, '/wp-json/wp/v2/posts', {
			method: 'POST',
			json: { title, content, status },
		});
		expect(response.status).toBe(201);
		return bodyOf(response, postSchema);
	}

	async function related(provider: ReturnType<typeof freshProvider>, id: number) {
		const response = await requestJson(
			provider,
			`/wp-json/wp/v2/posts/${id}?_fields=id,jetpack-related-posts`
		);
		expect(response.status).toBe(200);
		return (await bodyOf(response, relatedSchema))['jetpack-related-posts'];
	}

	it('lists the published posts sharing the most words with the post, with the fields the block reads', async () => {
		const provider = freshProvider();
		const current = await create(
			provider,
			'Sourdough bread',
			'<!-- wp:paragraph --><p>Feed the starter and knead the dough.</p><!-- /wp:paragraph -->',
			'draft'
		);
		const close = await create(
			provider,
			'Sourdough starter',
			'<p>Feed it daily; knead the dough gently.</p><img src="/wp-content/uploads/loaf.png" alt="">'
		);
		const far = await create(provider, 'Quick bread', '<p>No starter needed.</p>');
		await create(provider, 'Knitting socks', '<p>Wool and needles.</p>');
		await create(provider, 'Sourdough bread starter dough', '<p>A draft nobody sees.</p>', 'draft');

		const posts = await related(provider, current.id);

		expect(posts.map((post) => post.title)).toEqual(['Sourdough starter', 'Quick bread']);
		expect(posts[0]).toEqual({
			id: close.id,
			url: `${BASE}/?p=${close.id}`,
			title: 'Sourdough starter',
			date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/),
			excerpt: 'Feed it daily; knead the dough gently.',
			context: 'In "Uncategorized"',
			author: 'admin',
			block_context: { text: 'In "Uncategorized"', link: `${BASE}/?cat=1` },
			img: { src: `${BASE}/wp-content/uploads/loaf.png`, width: 350, height: 200, alt_text: '' },
		});
		expect(posts[1]?.id).toBe(far.id);
		expect(posts[1]?.img).toBeUndefined();
	});

	it('is empty for a post sharing no word with any other, and holds at most six', async () => {
		const provider = freshProvider();
		for (let index = 0; index < 8; index += 1) {
			await create(provider, `Bread number ${index}`, '<p>Flour and water.</p>');
		}
		expect(await related(provider, 1)).toEqual([]);
		const lonely = await create(provider, 'Bread', '');
		expect(await related(provider, lonely.id)).toHaveLength(6);
	});
});
