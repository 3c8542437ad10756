import { createApi } from '@blockyard/api-client';
import { HostProvider, type BlockyardHost } from '@blockyard/ui';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useCallback, useState } from '@wordpress/element';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { DEFAULT_ATTRIBUTES } from '../attributes';
import { relatedPosts } from '../test/test-data';
import type { RelatedPostsAttributes } from '../types';
import RelatedPostsEdit from './index';

const ROOT = 'http://site.test/wp-json/';

function hostFor(postId: number | undefined, locale = 'en_US'): BlockyardHost {
	const post = Object.freeze({ id: postId, title: 'Bread' });
	return {
		site: { locale, type: 'self-hosted', features: {} },
		api: createApi({ root: ROOT, nonce: 'nonce-1' }),
		getPost: () => post,
		setPostTitle: () => undefined,
		lockPostSaving: () => undefined,
		unlockPostSaving: () => undefined,
		uploadMedia: () => Promise.reject(new Error('not in these tests')),
		notify: () => undefined,
		subscribe: () => () => undefined,
	};
}

/** Answers each request with the next of `answers`; returns the mock to read the requests. */
function stubSite(...answers: { status: number; body: unknown }[]) {
	const fetchMock = vi.fn(async (_input: RequestInfo | URL) => {
		const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
		return new Response(JSON.stringify(answer.body), {
			status: answer.status,
			headers: { 'Content-Type': 'application/json' },
		});
	});
	vi.stubGlobal('fetch', fetchMock);
	return fetchMock;
}

const related = (count: number) => ({
	status: 200,
	body: { id: 5, 'jetpack-related-posts': relatedPosts(count) },
});

type AttributeChange = Partial<RelatedPostsAttributes>;

function renderEdit(host: BlockyardHost | undefined, initial: Partial<RelatedPostsAttributes> = {}) {
	let current: RelatedPostsAttributes = { ...DEFAULT_ATTRIBUTES, ...initial };
	function Harness() {
		const [attributes, setState] = useState(current);
		const setAttributes = useCallback(
			(next: AttributeChange | ((previous: RelatedPostsAttributes) => AttributeChange)) => {
				current = { ...current, ...(typeof next === 'function' ? next(current) : next) };
				setState(current);
			},
			[]
		);
		return (
			<RelatedPostsEdit
				attributes={attributes}
				setAttributes={setAttributes}
				isSelected
				clientId="related-1"
				className="wp-block-blockyard-related-posts"
				context={{}}
			/>
		);
	}
	const view = render(
		host ? (
			<HostProvider host={host}>
				<Harness />
			</HostProvider>
		) : (
			<Harness />
		)
	);
	return { ...view, attributes: () => current };
}

const shownTitles = () =>
	screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
});

describe('the related posts edit view', () => {
	it('reads the post’s related posts from the site and shows the first three', async () => {
		const fetchMock = stubSite(related(5));
		renderEdit(hostFor(5));

		expect(await screen.findByRole('link', { name: 'Post 1' })).toBeTruthy();
		expect(shownTitles()).toEqual(['Post 1', 'Post 2', 'Post 3']);
		const request = fetchMock.mock.calls[0]?.[0];
		const url = new URL(request instanceof Request ? request.url : String(request));
		expect(url.pathname).toBe('/wp-json/wp/v2/posts/5');
		expect(url.searchParams.get('_fields')).toBe('id,jetpack-related-posts');
		expect(screen.getByText('January 15, 2026')).toBeTruthy();
	});

	it('follows the settings: count, list layout and the metadata toggles', async () => {
		stubSite(related(6));
		const { container } = renderEdit(hostFor(5, 'de_DE'), {
			postsToShow: 6,
			postLayout: 'list',
			displayAuthor: true,
			displayContext: true,
		});
		await screen.findByRole('link', { name: 'Post 6' });
		expect(shownTitles()).toHaveLength(6);
		expect(container.querySelector('.is-list')).toBeTruthy();
		expect(screen.getByText('15. Januar 2026')).toBeTruthy();
		expect(screen.getAllByText('By Ada')).toHaveLength(6);
		expect(screen.getAllByText('In "Baking"')).toHaveLength(6);
	});

	it('says so when the site has no similar posts', async () => {
		stubSite(related(0));
		renderEdit(hostFor(5));
		expect(
			await screen.findAllByText(
				"Preview unavailable: you haven't published enough posts with similar content."
			)
		).not.toHaveLength(0);
	});

	it('says so in the site editor, where there is no post, without asking the site', () => {
		const fetchMock = stubSite(related(3));
		renderEdit(hostFor(undefined));
		expect(screen.getAllByText('Preview unavailable in site editor.').length).toBeGreaterThan(0);
		expect(fetchMock).not.toHaveBeenCalled();
	});

	it('offers Retry when the request fails, and shows the posts once it succeeds', async () => {
		stubSite({ status: 500, body: { code: 'oops', message: 'Down' } }, related(2));
		renderEdit(hostFor(5));
		expect(await screen.findAllByText('The related posts could not be loaded.')).not.toHaveLength(0);

		fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
		expect(await screen.findByRole('link', { name: 'Post 2' })).toBeTruthy();
	});

	it('rejects an answer that is not a list of related posts', async () => {
		stubSite({ status: 200, body: { id: 5, 'jetpack-related-posts': [{ title: 3 }] } });
		renderEdit(hostFor(5));
		expect(await screen.findAllByText('The related posts could not be loaded.')).not.toHaveLength(0);
	});

	it('without a host, says the posts show on the published post', () => {
		renderEdit(undefined);
		expect(screen.getAllByText('Related posts show here on the published post.').length).toBeGreaterThan(
			0
		);
	});
});
