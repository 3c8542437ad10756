import { createApi } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { dynamicBlocks } from './dynamic-blocks';
import { renderBlocks } from './render-blocks';

const SAVED =
	'<div class="wp-block-blockyard-instagram-gallery has-3-columns is-stacked-on-mobile" style="gap:10px"><a class="wp-block-blockyard-instagram-gallery__item" href="https://cdn.test/p/0" rel="noopener noreferrer"><img src="https://cdn.test/0.jpg" alt="Old" loading="lazy"/></a></div>';
const POST = `<!-- wp:blockyard/instagram-gallery {"accessToken":"secret-token","count":1} -->${SAVED}<!-- /wp:blockyard/instagram-gallery -->`;

/** A site whose provider answers the gallery with `status`, or is down. */
const site = (status: number | 'down') =>
	createApi({
		root: 'https://site.example/wp-json/',
		fetch: async () => {
			if (status === 'down') throw new TypeError('Failed to fetch');
			return new Response(
				JSON.stringify({
					external_name: 'someone',
					images: [
						{ url: 'https://cdn.test/new.jpg', link: 'https://cdn.test/p/new', title: 'New' },
					],
				}),
				{ status, headers: { 'Content-Type': 'application/json' } }
			);
		},
	});

describe('Latest Instagram Posts in the preview', () => {
	it('shows the account’s latest photos in the saved grid’s place, as the plugin renders them, without the token', async () => {
		const html = await renderBlocks(POST, dynamicBlocks, { api: site(200), postId: 7, locale: 'en_US' });
		expect(html).toBe(
			'<div class="wp-block-blockyard-instagram-gallery has-3-columns is-stacked-on-mobile" style="gap:10px"><a class="wp-block-blockyard-instagram-gallery__item" href="https://cdn.test/p/new" rel="noopener noreferrer"><img src="https://cdn.test/new.jpg" alt="New" loading="lazy"/></a></div>'
		);
		expect(html).not.toContain('secret-token');
	});

	it('keeps the saved grid when the provider is down or refuses the token', async () => {
		for (const status of ['down', 403] as const) {
			expect(
				await renderBlocks(POST, dynamicBlocks, { api: site(status), postId: 7, locale: 'en_US' })
			).toBe(SAVED);
		}
	});
});
