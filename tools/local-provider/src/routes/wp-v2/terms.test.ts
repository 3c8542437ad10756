import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { postSchema, termSchema } from '@blockyard/api-client';

import { userNonce } from '../../data/user-nonces';
import { bodyOf, freshProvider, requestJson, restErrorSchema } from '../../testing/fresh-provider';

const termsSchema = z.array(termSchema);

/** The nonce of the demo user with this id (2: ada, an author; 3: grace, an editor). */
const nonceOfUser = (nonce: string, id: number): string => userNonce(nonce, id);

describe('wp/v2/categories', () => {
	it("lists the demo site's categories by name, Uncategorized as id 1", async () => {
		const provider = freshProvider();
		const response = await requestJson(provider, '/wp-json/wp/v2/categories', { nonce: false });
		expect(response.status).toBe(200);
		expect(response.headers.get('X-WP-Total')).toBe('4');
		const categories = await bodyOf(response, termsSchema);
		expect(categories.map(({ id, name }) => [id, name])).toEqual([
			[2, 'News'],
			[3, 'Recipes'],
			[4, 'Travel'],
			[1, 'Uncategorized'],
		]);
	});

	it('finds categories by search, ids and page size', async () => {
		const provider = freshProvider();
		const names = async (query: string) =>
			(
				await bodyOf(await requestJson(provider, `/wp-json/wp/v2/categories?${query}`), termsSchema)
			).map((term) => term.name);
		expect(await names('search=TRAV')).toEqual(['Travel']);
		expect(await names('include[]=1&include[]=3')).toEqual(['Recipes', 'Uncategorized']);
		expect(await names('include=2,4')).toEqual(['News', 'Travel']);
		expect(await names('per_page=2')).toEqual(['News', 'Recipes']);
		expect(await names('per_page=2&page=2')).toEqual(['Travel', 'Uncategorized']);
		const wrong = await requestJson(provider, '/wp-json/wp/v2/categories?per_page=500');
		expect(wrong.status).toBe(400);
	});

	it('lets an editor add a category, not an author', async () => {
		const provider = freshProvider();
		const author = await requestJson(provider, '/wp-json/wp/v2/categories', {
			method: 'POST',
			json: { name: 'Garden' },
			nonce: nonceOfUser(provider.nonce, 2),
		});
		expect(author.status).toBe(403);
		expect((await bodyOf(author, restErrorSchema)).code).toBe('rest_cannot_create');

		const editor = await requestJson(provider, '/wp-json/wp/v2/categories', {
			method: 'POST',
			json: { name: 'Garden' },
			nonce: nonceOfUser(provider.nonce, 3),
		});
		expect(editor.status).toBe(201);
		expect(await bodyOf(editor, termSchema)).toMatchObject({ name: 'Garden', slug: 'garden', parent: 0 });
	});
});

describe('wp/v2/tags', () => {
	it('lets an author add a tag, with its slug, and finds it', async () => {
		const provider = freshProvider();
		const created = await requestJson(provider, '/wp-json/wp/v2/tags', {
			method: 'POST',
			json: { name: ' Café Lisboa ' },
			nonce: nonceOfUser(provider.nonce, 2),
		});
		expect(created.status).toBe(201);
		const tag = await bodyOf(created, termSchema);
		expect(tag).toMatchObject({ name: 'Café Lisboa', slug: 'cafe-lisboa', count: 0 });
		expect(tag.id).toBeGreaterThan(4);

		const found = await bodyOf(
			await requestJson(provider, '/wp-json/wp/v2/tags?search=lisb'),
			termsSchema
		);
		expect(found).toEqual([expect.objectContaining({ id: tag.id, name: 'Café Lisboa' })]);
	});

	it("refuses a name the site has, giving the tag's id, an empty name, and no nonce", async () => {
		const provider = freshProvider();
		const first = await bodyOf(
			await requestJson(provider, '/wp-json/wp/v2/tags', { method: 'POST', json: { name: 'Lisbon' } }),
			termSchema
		);
		const again = await requestJson(provider, '/wp-json/wp/v2/tags', {
			method: 'POST',
			json: { name: 'lisbon' },
		});
		expect(again.status).toBe(400);
		expect(await bodyOf(again, restErrorSchema)).toMatchObject({
			code: 'term_exists',
			data: { status: 400, term_id: first.id },
		});

		const empty = await requestJson(provider, '/wp-json/wp/v2/tags', {
			method: 'POST',
			json: { name: '  ' },
		});
		expect(empty.status).toBe(400);
		const anonymous = await requestJson(provider, '/wp-json/wp/v2/tags', {
			method: 'POST',
			json: { name: 'Porto' },
			nonce: false,
		});
		expect(anonymous.status).toBe(403);
	});

	it("counts a tag's published posts", async () => {
		const provider = freshProvider();
		const tag = await bodyOf(
			await requestJson(provider, '/wp-json/wp/v2/tags', { method: 'POST', json: { name: 'Porto' } }),
			termSchema
		);
		await requestJson(provider, '/wp-json/wp/v2/posts', {
			method: 'POST',
			json: { title: 'Out', status: 'publish', tags: [tag.id] },
		});
		await requestJson(provider, '/wp-json/wp/v2/posts', {
			method: 'POST',
			json: { title: 'Draft', status: 'draft', tags: [tag.id] },
		});
		const [listed] = await bodyOf(await requestJson(provider, '/wp-json/wp/v2/tags'), termsSchema);
		expect(listed).toMatchObject({ id: tag.id, count: 1 });
		// The post answers with its terms.
		const posts = await bodyOf(await requestJson(provider, '/wp-json/wp/v2/posts'), z.array(postSchema));
		expect(posts.map((post) => post.tags)).toEqual([[tag.id], [tag.id], []]);
	});
});
