import { posts } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { startProviderForTests } from './provider';

const provider = startProviderForTests();

describe('posts.related', () => {
	it('reads the jetpack-related-posts field of the current post', async () => {
		expect(await posts.related(provider.api, 1)).toEqual([]);
		for (const title of ['Alpha', 'Beta']) {
			const created = await fetch(`${provider.restRoot}wp/v2/posts`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': provider.nonce },
				body: JSON.stringify({ title, content: `<p>${title} body</p>`, status: 'publish' }),
			});
			expect(created.status).toBe(201);
		}
		const related = await posts.related(provider.api, 1);
		expect(related.map((post) => post.title)).toEqual(['Beta', 'Alpha']);
		expect(related[0]).toMatchObject({ excerpt: 'Beta body', url: expect.stringMatching(/\?p=3$/) });
	});
});
