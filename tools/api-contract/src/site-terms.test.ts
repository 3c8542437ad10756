import { isApiError, posts, terms } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { startProviderForTests } from './provider';

const provider = startProviderForTests();

describe('terms (wp/v2/tags, wp/v2/categories)', () => {
	it("lists the site's categories by name, and finds them by search and ids", async () => {
		const all = await terms.list(provider.api, 'categories', { perPage: 100 });
		expect(all.map((category) => category.name)).toEqual(
			expect.arrayContaining(['News', 'Recipes', 'Travel', 'Uncategorized'])
		);
		expect(all.find((category) => category.name === 'Uncategorized')?.id).toBe(1);

		const found = await terms.list(provider.api, 'categories', { search: 'reci' });
		expect(found.map((category) => category.name)).toEqual(['Recipes']);
		const byId = await terms.list(provider.api, 'categories', { include: [1] });
		expect(byId).toEqual([expect.objectContaining({ id: 1, slug: 'uncategorized' })]);
	});

	it('adds a tag for an author, finds it, and refuses its name a second time with its id', async () => {
		const author = await provider.apiAs('ada');
		const tag = await terms.createTag(author, 'Contract tag');
		expect(tag).toMatchObject({ name: 'Contract tag', slug: 'contract-tag' });

		const found = await terms.list(provider.api, 'tags', { search: 'contract' });
		expect(found.map((each) => each.id)).toContain(tag.id);

		const again: unknown = await terms.createTag(author, 'contract tag').catch((e: unknown) => e);
		expect(isApiError(again)).toBe(true);
		expect(again).toMatchObject({ status: 400, code: 'term_exists', data: { term_id: tag.id } });
	});

	it("saves a post's excerpt, tags and categories with posts.update and reads them back", async () => {
		const tag = await terms.createTag(provider.api, 'Contract excerpt tag');
		const saved = await posts.update(provider.api, 1, {
			excerpt: 'A short summary.',
			tags: [tag.id],
			categories: [1, 4],
		});
		expect(saved).toMatchObject({
			excerpt: { raw: 'A short summary.' },
			tags: [tag.id],
			categories: [1, 4],
		});
		const read = await posts.get(provider.api, 1);
		expect(read).toMatchObject({
			excerpt: { raw: 'A short summary.' },
			tags: [tag.id],
			categories: [1, 4],
		});
	});
});
