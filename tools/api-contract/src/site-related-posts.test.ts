import { posts } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { startProviderForTests } from './provider';

const provider = startProviderForTests();

async function publish(title: string, content: string): Promise<number> {
	const created = await fetch(`${provider.restRoot}wp/v2/posts`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': provider.nonce },
		body: JSON.stringify({ title, content, status: 'publish' }),
	});
	expect(created.status).toBe(201);
	return ((await created.json()) as { id: number }).id;
}

describe('posts.related', () => {
	it('reads the jetpack-related-posts field of the current post: its most similar published posts', async () => {
		expect(await posts.related(provider.api, 1)).toEqual([]);
		const bread = await publish('Sourdough bread', '<p>Feed the starter, knead the dough.</p>');
		const starter = await publish('Sourdough starter', '<p>Feed it flour and water.</p>');
		await publish('Knitting socks', '<p>Wool and needles.</p>');

		const related = await posts.related(provider.api, bread);
		expect(related.map((post) => post.title)).toEqual(['Sourdough starter']);
		expect(related[0]).toMatchObject({
			id: starter,
			url: expect.stringMatching(new RegExp(`\\?p=${starter}$`)),
			date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/),
			author: 'admin',
			block_context: { text: 'In "Uncategorized"', link: expect.stringMatching(/\?cat=1$/) },
		});
		expect((await posts.related(provider.api, starter)).map((post) => post.id)).toEqual([bread]);
	});
});
